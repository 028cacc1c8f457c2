import type { InventoryReport, ServicesReport, StaffReport } from '../../../../contract/reports';
import { Badge } from '../../../components/ui/badge';
import { formatMoney } from '../../../lib/money';
import { BreakdownTable, percent } from './breakdown-table';

type Service = ServicesReport['rows'][number];
type Member = StaffReport['rows'][number];
type Product = InventoryReport['rows'][number];

export function ServicesTab({ report }: { report: ServicesReport }) {
  return (
    <BreakdownTable<Service>
      label="Services"
      rows={report.rows}
      rowKey={(r) => r.serviceId}
      emptyHint="Add services and book appointments to see them here."
      columns={[
        { header: 'Service', cell: (r) => r.name },
        { header: 'Bookings', cell: (r) => r.bookings, numeric: true },
        { header: 'Completed', cell: (r) => r.completed, numeric: true },
        { header: 'Revenue', cell: (r) => formatMoney(r.revenue), numeric: true },
        { header: 'Cancellation rate', cell: (r) => percent(r.cancellationRate), numeric: true },
        { header: 'Average duration', cell: (r) => `${r.averageDuration} min`, numeric: true },
      ]}
    />
  );
}

export function StaffTab({ report }: { report: StaffReport }) {
  return (
    <BreakdownTable<Member>
      label="Staff"
      rows={report.rows}
      rowKey={(r) => r.staffId}
      emptyHint="Add your team on the Staff screen to see their figures."
      columns={[
        { header: 'Staff member', cell: (r) => r.name },
        { header: 'Appointments', cell: (r) => r.appointments, numeric: true },
        { header: 'Completed', cell: (r) => r.completed, numeric: true },
        { header: 'Revenue', cell: (r) => formatMoney(r.revenue), numeric: true },
        { header: 'Utilization', cell: (r) => percent(r.utilization), numeric: true },
        { header: 'Rebooking rate', cell: (r) => percent(r.rebookingRate), numeric: true },
        {
          header: 'Average rating',
          cell: (r) => (r.averageRating === null ? '—' : `${r.averageRating.toFixed(1)} / 5`),
          numeric: true,
        },
      ]}
    />
  );
}

export function InventoryTab({ report }: { report: InventoryReport }) {
  return (
    <BreakdownTable<Product>
      label="Inventory"
      rows={report.rows}
      rowKey={(r) => r.productId}
      emptyHint="Add products to see stock value and what sells."
      columns={[
        {
          header: 'Product',
          cell: (r) => (
            <span className="flex flex-wrap items-center gap-2">
              {r.name}
              {r.lowStock ? <Badge variant="warning">Low stock</Badge> : null}
            </span>
          ),
        },
        { header: 'SKU', cell: (r) => r.sku ?? '—' },
        { header: 'Stock', cell: (r) => r.stock, numeric: true },
        { header: 'Value at cost', cell: (r) => formatMoney(r.stockValueAtCost), numeric: true },
        { header: 'Value at price', cell: (r) => formatMoney(r.stockValueAtPrice), numeric: true },
        { header: 'Units sold', cell: (r) => r.unitsSold, numeric: true },
        { header: 'Revenue', cell: (r) => formatMoney(r.revenue), numeric: true },
        { header: 'Sell-through', cell: (r) => percent(r.sellThrough), numeric: true },
        {
          header: 'Days of cover',
          cell: (r) => (r.daysOfCover === null ? '—' : Math.round(r.daysOfCover)),
          numeric: true,
        },
      ]}
    />
  );
}
