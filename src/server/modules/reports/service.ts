import type { ReportRangeQuery, ReportType } from '../../../contract/reports';
import type { DbOrTx } from '../../db/client';
import { writeCsv } from '../../lib/csv';
import { getBusiness } from '../businesses/service';
import { inventoryReport, servicesReport, staffReport } from './breakdowns';
import type { DateRange, Scope } from './figures';
import { overview } from './overview';
import { reportPdf } from './pdf';
import { resolveRange } from './range';
import { type ReportData, reportTitles, tablesOf } from './tables';

/** One report of a business over a range: the figures a tab shows. */
export async function buildReport(
  db: DbOrTx,
  scope: Scope,
  type: ReportType,
  range: DateRange,
): Promise<ReportData> {
  switch (type) {
    case 'overview':
      return { type, data: await overview(db, scope, range) };
    case 'services':
      return { type, data: await servicesReport(db, scope, range) };
    case 'staff':
      return { type, data: await staffReport(db, scope, range) };
    case 'inventory':
      return { type, data: await inventoryReport(db, scope, range) };
  }
}

/** The range a query asks for, in the business's timezone, and its report. */
export async function reportFor(db: DbOrTx, businessId: number, type: ReportType, query: ReportRangeQuery) {
  const business = await getBusiness(db, businessId);
  const range = resolveRange(query, business.timezone);
  const report = await buildReport(db, { businessId, timezone: business.timezone }, type, range);
  return { business, range, report };
}

export type ReportFile<Body = string> = { filename: string; body: Body };

const fileStem = (type: ReportType, range: DateRange) => `${type}-${range.from}-to-${range.to}`;

export function reportCsvFile(report: ReportData, range: DateRange): ReportFile & { rows: number } {
  const [table] = tablesOf(report);
  return {
    filename: `${fileStem(report.type, range)}.csv`,
    body: writeCsv(table?.header ?? [], table?.rows ?? []),
    rows: table?.rows.length ?? 0,
  };
}

export async function reportPdfFile(
  report: ReportData,
  range: DateRange,
  business: { name: string; timezone: string },
): Promise<ReportFile<Buffer>> {
  const body = await reportPdf(
    {
      title: `${business.name}: ${reportTitles[report.type]}`,
      subtitle: `${range.from} to ${range.to} (${business.timezone}) · made by Frontdesk`,
    },
    tablesOf(report),
  );
  return { filename: `${fileStem(report.type, range)}.pdf`, body };
}
