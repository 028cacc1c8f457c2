import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  listTransactionsQuerySchema,
  paymentMethodSettingSchema,
  paymentsReportQuerySchema,
  paymentsReportSchema,
  paymentsSummarySchema,
  transactionSchema,
  updatePaymentMethodsSchema,
} from '../../../contract/payments';
import { requireAuth } from '../../core/access';
import { recordAudit } from '../../core/audit';
import { routeSpecs } from '../../core/route-spec';
import type { Database } from '../../db/client';
import { textResponse } from '../../openapi/route-contract';
import { paymentMethodSettings, setAcceptedMethods } from './methods';
import { paymentsReport } from './report';
import { reportCsv } from './report-csv';
import { paymentsSummary } from './summary';
import { listTransactions } from './transactions';

const spec = routeSpecs(['payments']);

export function registerPaymentRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/transactions',
    spec({
      access: { ability: 'payments.view' },
      operationId: 'listTransactions',
      summary: 'Payments and refunds, newest first; search, status, method',
      querystring: listTransactionsQuerySchema,
      response: { 200: z.array(transactionSchema) },
    }),
    async (request) => listTransactions(db, requireAuth(request).businessId, request.query),
  );

  r.get(
    '/api/payments/summary',
    spec({
      access: { ability: 'reports.view' },
      operationId: 'getPaymentsSummary',
      summary: 'Revenue, refunds, fees and net, all time and this month',
      response: { 200: paymentsSummarySchema },
    }),
    async (request) => paymentsSummary(db, requireAuth(request).businessId),
  );

  r.get(
    '/api/payments/methods',
    spec({
      // The POS reads which methods to offer.
      access: { ability: 'sales.view' },
      operationId: 'listPaymentMethods',
      summary: 'Payment methods and which the business accepts',
      response: { 200: z.array(paymentMethodSettingSchema) },
    }),
    async (request) => paymentMethodSettings(db, requireAuth(request).businessId),
  );

  r.put(
    '/api/payments/methods',
    spec({
      access: { ability: 'payments.manageMethods' },
      operationId: 'updatePaymentMethods',
      summary: 'Choose the accepted payment methods',
      body: updatePaymentMethodsSchema,
      response: { 200: z.array(paymentMethodSettingSchema) },
    }),
    async (request) => setAcceptedMethods(db, requireAuth(request).businessId, request.body.accepted),
  );

  r.get(
    '/api/payments/report',
    spec({
      access: { ability: 'reports.view', feature: 'analytics' },
      operationId: 'getPaymentsReport',
      summary: 'Totals per day and per method, fees and net, for a range',
      querystring: paymentsReportQuerySchema,
      response: { 200: paymentsReportSchema },
    }),
    async (request) => paymentsReport(db, requireAuth(request).businessId, request.query),
  );

  r.get(
    '/api/payments/report.csv',
    spec({
      access: { ability: 'reports.view', feature: 'analytics' },
      operationId: 'getPaymentsReportCsv',
      summary: 'The payments report as CSV',
      querystring: paymentsReportQuerySchema,
      response: { 200: textResponse('text/csv', 'One row per day, then totals per method and overall') },
    }),
    async (request, reply) => {
      const query = request.query;
      const { businessId } = requireAuth(request);
      const report = await paymentsReport(db, businessId, query);
      await recordAudit(db, {
        businessId,
        action: 'data.exported',
        target: { type: 'paymentsReport', label: `Payments ${query.startDate} – ${query.endDate} (CSV)` },
        after: {
          format: 'csv',
          startDate: query.startDate,
          endDate: query.endDate,
          rows: report.days.length + report.methods.length + 1,
        },
      });
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="payments-${query.startDate}-to-${query.endDate}.csv"`,
        )
        .send(reportCsv(report));
    },
  );
}
