import type { ReportRangeQuery, ReportType } from '../../../contract/reports';
import type { DbOrTx } from '../../db/client';
import { writeCsv } from '../../lib/csv';
import { instantToLocal } from '../../lib/time';
import { getBusiness } from '../businesses';
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

/** What every export says first: whose report, of what period, made when, in what money. */
export type ReportHeading = { business: { name: string; timezone: string }; range: DateRange; now?: Date };

function headingOf(report: ReportData, { business, range, now = new Date() }: ReportHeading) {
  const made = instantToLocal(now, business.timezone);
  return {
    title: `${business.name}: ${reportTitles[report.type]}`,
    period: `${range.from} to ${range.to}`,
    generated: `${made.date} ${made.time} (${business.timezone})`,
  };
}

/**
 * The CSV: the heading lines (business and report, period, generated, currency), then each table with its
 * title, header, rows and totals, a blank line between (issue 33: the key figures first).
 */
export function reportCsvFile(report: ReportData, heading: ReportHeading): ReportFile & { rows: number } {
  const h = headingOf(report, heading);
  const tables = tablesOf(report);
  const lines: (string | number)[][] = [
    ['Period', h.period],
    ['Generated', h.generated],
    ['Currency', 'USD'],
  ];
  for (const table of tables) {
    lines.push([], [table.title], table.header, ...table.rows);
    if (table.total) lines.push(table.total);
  }
  return {
    filename: `${fileStem(report.type, heading.range)}.csv`,
    body: writeCsv([h.title], lines),
    rows: tables.at(-1)?.rows.length ?? 0,
  };
}

export async function reportPdfFile(report: ReportData, heading: ReportHeading): Promise<ReportFile<Buffer>> {
  const h = headingOf(report, heading);
  const body = await reportPdf(
    {
      title: h.title,
      subtitle: `${h.period} (${heading.business.timezone}) · generated ${h.generated} · amounts in US dollars · made by Frontdesk`,
    },
    tablesOf(report),
  );
  return { filename: `${fileStem(report.type, heading.range)}.pdf`, body };
}
