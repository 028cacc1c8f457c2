import { toCents, toDecimal } from '../../../contract/money';
import {
  type InventoryReport,
  KPI_DEFINITIONS,
  type KpiKey,
  type Kpis,
  type ReportOverview,
  type ReportType,
  type ServicesReport,
  type StaffReport,
} from '../../../contract/reports';

/**
 * A report as tables of text: what the CSV and the PDF both write. `money` names the columns holding
 * amounts (decimal strings, printed with the currency in the PDF); `total` is a last row of sums.
 */
export type Table = {
  title: string;
  header: string[];
  rows: (string | number)[][];
  money?: number[];
  total?: (string | number)[];
};
export type ReportData =
  | { type: 'overview'; data: ReportOverview }
  | { type: 'services'; data: ServicesReport }
  | { type: 'staff'; data: StaffReport }
  | { type: 'inventory'; data: InventoryReport };

export const reportTitles: Record<ReportType, string> = {
  overview: 'Overview',
  services: 'Services',
  staff: 'Staff',
  inventory: 'Inventory',
};

const KPI_LABELS: Record<KpiKey, string> = {
  totalRevenue: 'Total revenue',
  serviceRevenue: 'Service revenue',
  productRevenue: 'Product revenue',
  appointments: 'Appointments',
  completedAppointments: 'Completed appointments',
  cancelledAppointments: 'Cancelled appointments',
  noShows: 'No-shows',
  noShowRate: 'No-show rate',
  newClients: 'New clients',
  returningClients: 'Returning clients',
  averageTicket: 'Average ticket',
  utilization: 'Utilization',
};
const RATES = new Set<KpiKey>(['noShowRate', 'utilization']);
const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`;
const AMOUNTS = new Set<KpiKey>(['totalRevenue', 'serviceRevenue', 'productRevenue', 'averageTicket']);
const kpiCell = (key: KpiKey, kpis: Kpis) => {
  if (RATES.has(key)) return percent(kpis[key] as number);
  return AMOUNTS.has(key) ? formatAmount(kpis[key] as string) : kpis[key];
};

/** "$1,234.50": amounts as people read them (the app's one currency, US dollars: spec §9). */
export function formatAmount(value: string | number): string {
  const cents = toCents(value);
  const whole = Math.floor(Math.abs(cents) / 100).toLocaleString('en-US');
  return `${cents < 0 ? '-' : ''}$${whole}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;
}

/** "Total" and the sums of the given columns (money columns in cents, written back as decimals). */
function withTotal(table: Table, sums: number[]): Table {
  const money = new Set(table.money ?? []);
  const total = table.header.map((_, i): string | number => {
    if (i === 0) return 'Total';
    if (!sums.includes(i)) return '';
    if (money.has(i)) return toDecimal(table.rows.reduce((sum, row) => sum + toCents(row[i]), 0));
    return table.rows.reduce((sum: number, row) => sum + Number(row[i] ?? 0), 0);
  });
  return { ...table, total };
}

/** The tables of a report, key figures first; each list ends with its totals. */
export function tablesOf(report: ReportData): Table[] {
  switch (report.type) {
    case 'overview': {
      const d = report.data;
      const days = withTotal(
        {
          title: 'By day',
          header: ['Date', 'Appointments', 'Service revenue', 'Product revenue', 'Total revenue'],
          rows: d.series.map((s) => [
            s.date,
            s.appointments,
            s.serviceRevenue,
            s.productRevenue,
            toDecimal(toCents(s.serviceRevenue) + toCents(s.productRevenue)),
          ]),
          money: [2, 3, 4],
        },
        [1, 2, 3, 4],
      );
      const kpis: Table = {
        title: `Key figures (previous period ${d.previousFrom} to ${d.previousTo})`,
        header: ['Figure', 'This period', 'Previous period', 'Definition'],
        rows: (Object.keys(KPI_LABELS) as KpiKey[]).map((key) => [
          KPI_LABELS[key],
          kpiCell(key, d.kpis),
          kpiCell(key, d.previous),
          KPI_DEFINITIONS[key],
        ]),
      };
      return [kpis, days];
    }
    case 'services':
      return [
        withTotal(
          {
            title: 'Services',
            header: ['Service', 'Bookings', 'Completed', 'Revenue', 'Cancellation rate', 'Average minutes'],
            rows: report.data.rows.map((r) => [
              r.name,
              r.bookings,
              r.completed,
              r.revenue,
              percent(r.cancellationRate),
              r.averageDuration,
            ]),
            money: [3],
          },
          [1, 2, 3],
        ),
      ];
    case 'staff':
      return [
        withTotal(
          {
            title: 'Staff',
            header: [
              'Staff member',
              'Appointments',
              'Completed',
              'Revenue',
              'Utilization',
              'Rebooking rate',
              'Rating',
            ],
            rows: report.data.rows.map((r) => [
              r.name,
              r.appointments,
              r.completed,
              r.revenue,
              percent(r.utilization),
              percent(r.rebookingRate),
              r.averageRating === null ? '' : r.averageRating.toFixed(1),
            ]),
            money: [3],
          },
          [1, 2, 3],
        ),
      ];
    case 'inventory':
      return [
        withTotal(
          {
            title: 'Inventory',
            header: [
              'Product',
              'SKU',
              'Stock',
              'Value at cost',
              'Value at price',
              'Units sold',
              'Revenue',
              'Sell-through',
              'Days of cover',
              'Low stock',
            ],
            rows: report.data.rows.map((r) => [
              r.name,
              r.sku ?? '',
              r.stock,
              r.stockValueAtCost,
              r.stockValueAtPrice,
              r.unitsSold,
              r.revenue,
              percent(r.sellThrough),
              r.daysOfCover === null ? '' : r.daysOfCover,
              r.lowStock ? 'Yes' : 'No',
            ]),
            money: [3, 4, 6],
          },
          [2, 3, 4, 5, 6],
        ),
      ];
  }
}
