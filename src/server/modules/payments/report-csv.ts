import type { PaymentsReport, ReportFigures } from '../../../contract/payments';
import { writeCsv } from '../../lib/csv';

const HEADER = ['Date', 'Payment method', 'Sales', 'Refunds', 'Gross', 'Refunded', 'Fees', 'Net'];
const cells = (f: ReportFigures) => [f.salesCount, f.refundCount, f.gross, f.refunds, f.fees, f.net];

/** One row per day (all methods), then the range's total per method and overall. */
export function reportCsv(report: PaymentsReport): string {
  return writeCsv(HEADER, [
    ...report.days.map((d) => [d.date, 'All methods', ...cells(d)]),
    ...report.methods.map((m) => ['Total', m.label, ...cells(m)]),
    ['Total', 'All methods', ...cells(report.totals)],
  ]);
}
