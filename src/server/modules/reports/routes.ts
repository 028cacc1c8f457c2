import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  inventoryReportSchema,
  overviewSchema,
  type ReportRangeQuery,
  type ReportType,
  reportRangeQuerySchema,
  servicesReportSchema,
  staffReportSchema,
} from '../../../contract/reports';
import { requireAuth } from '../../core/access';
import { recordAudit } from '../../core/audit';
import { routeSpecs } from '../../core/route-spec';
import type { Database } from '../../db/client';
import { binaryResponse, textResponse } from '../../openapi/route-contract';
import { reportCsvFile, reportFor, reportPdfFile } from './service';
import { reportTitles } from './tables';

const spec = routeSpecs(['reports']);
const access = { ability: 'reports.view', feature: 'analytics' } as const;

const REPORTS: Record<ReportType, { schema: z.ZodType; summary: string; operation: string }> = {
  overview: {
    schema: overviewSchema,
    summary: 'Key figures against the preceding period, by day, busiest weekdays and hours, top sellers',
    operation: 'Overview',
  },
  services: {
    schema: servicesReportSchema,
    summary: 'Per service: bookings, completed, revenue, cancellation rate, average duration',
    operation: 'Services',
  },
  staff: {
    schema: staffReportSchema,
    summary: 'Per staff member: appointments, revenue, utilization, rebooking rate, average rating',
    operation: 'Staff',
  },
  inventory: {
    schema: inventoryReportSchema,
    summary: 'Per product: stock value at cost and price, units sold, revenue, sell-through, days of cover',
    operation: 'Inventory',
  },
};

/** `GET /api/reports/{type}` and its `.csv` and `.pdf`: over `?from&to` or `?period` (default 30d). */
export function registerReportRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  for (const [type, def] of Object.entries(REPORTS) as [ReportType, (typeof REPORTS)[ReportType]][]) {
    r.get(
      `/api/reports/${type}`,
      spec({
        access,
        operationId: `getReport${def.operation}`,
        summary: def.summary,
        querystring: reportRangeQuerySchema,
        response: { 200: def.schema },
      }),
      async (request) =>
        (await reportFor(db, requireAuth(request).businessId, type, request.query)).report.data,
    );

    r.get(
      `/api/reports/${type}.csv`,
      spec({
        access,
        operationId: `getReport${def.operation}Csv`,
        summary: `The ${type} report as CSV`,
        querystring: reportRangeQuerySchema,
        response: {
          200: textResponse(
            'text/csv',
            'Heading lines (report, Period, Generated, Currency), then each table (key figures first): its title, header, rows and a Total row',
          ),
        },
      }),
      async (request, reply) => {
        const { businessId } = requireAuth(request);
        const { business, report, range } = await reportFor(db, businessId, type, request.query);
        const file = reportCsvFile(report, { business, range });
        await recordAudit(db, {
          businessId,
          action: 'data.exported',
          target: { type: 'report', label: `${reportTitles[type]} report ${range.from} – ${range.to} (CSV)` },
          after: { format: 'csv', report: type, from: range.from, to: range.to, rows: file.rows },
        });
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${file.filename}"`)
          .send(file.body);
      },
    );

    // The PDF's body is bytes, which the typed provider's text schema can't say: this route is untyped,
    // and its query was parsed by the same schema before the handler runs.
    app.get(
      `/api/reports/${type}.pdf`,
      spec({
        access,
        operationId: `getReport${def.operation}Pdf`,
        summary: `The ${type} report as PDF`,
        querystring: reportRangeQuerySchema,
        response: { 200: binaryResponse('application/pdf', 'A printable PDF of the report') },
      }),
      async (request, reply) => {
        const { report, range, business } = await reportFor(
          db,
          requireAuth(request).businessId,
          type,
          request.query as ReportRangeQuery,
        );
        const file = await reportPdfFile(report, { business, range });
        return reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="${file.filename}"`)
          .send(file.body);
      },
    );
  }
}
