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

/** A report as tables of text: what the CSV and the PDF both write. */
export type Table = { title: string; header: string[]; rows: (string | number)[][] };
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
const kpiCell = (key: KpiKey, kpis: Kpis) => (RATES.has(key) ? percent(kpis[key] as number) : kpis[key]);

/** The tables of a report: the first is the one a CSV holds. */
export function tablesOf(report: ReportData): Table[] {
  switch (report.type) {
    case 'overview': {
      const d = report.data;
      const cents = (v: string) => Math.round(Number(v) * 100);
      const days: Table = {
        title: 'By day',
        header: ['Date', 'Appointments', 'Service revenue', 'Product revenue', 'Total revenue'],
        rows: d.series.map((s) => [
          s.date,
          s.appointments,
          s.serviceRevenue,
          s.productRevenue,
          ((cents(s.serviceRevenue) + cents(s.productRevenue)) / 100).toFixed(2),
        ]),
      };
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
      return [days, kpis];
    }
    case 'services':
      return [
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
        },
      ];
    case 'staff':
      return [
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
        },
      ];
    case 'inventory':
      return [
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
        },
      ];
  }
}
