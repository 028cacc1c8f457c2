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
import type { Database } from '../../db/client';
import { textResponse } from '../../openapi/route-contract';
import { paymentMethodSettings, setAcceptedMethods } from './methods';
import { paymentsReport } from './report';
import { reportCsv } from './report-csv';
import { paymentsSummary } from './summary';
import { listTransactions } from './transactions';

const tags = ['payments'];

export function registerPaymentRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/transactions',
    {
      config: { access: { ability: 'payments.view' } },
      schema: {
        operationId: 'listTransactions',
        summary: 'Payments and refunds, newest first; search, status, method',
        tags,
        querystring: listTransactionsQuerySchema,
        response: { 200: z.array(transactionSchema) },
      },
    },
    async (request) => listTransactions(db, requireAuth(request).businessId, request.query),
  );

  r.get(
    '/api/payments/summary',
    {
      config: { access: { ability: 'reports.view' } },
      schema: {
        operationId: 'getPaymentsSummary',
        summary: 'Revenue, refunds, fees and net, all time and this month',
        tags,
        response: { 200: paymentsSummarySchema },
      },
    },
    async (request) => paymentsSummary(db, requireAuth(request).businessId),
  );

  r.get(
    '/api/payments/methods',
    {
      // The POS reads which methods to offer.
      config: { access: { ability: 'sales.view' } },
      schema: {
        operationId: 'listPaymentMethods',
        summary: 'Payment methods and which the business accepts',
        tags,
        response: { 200: z.array(paymentMethodSettingSchema) },
      },
    },
    async (request) => paymentMethodSettings(db, requireAuth(request).businessId),
  );

  r.put(
    '/api/payments/methods',
    {
      config: { access: { ability: 'payments.manageMethods' } },
      schema: {
        operationId: 'updatePaymentMethods',
        summary: 'Choose the accepted payment methods',
        tags,
        body: updatePaymentMethodsSchema,
        response: { 200: z.array(paymentMethodSettingSchema) },
      },
    },
    async (request) => setAcceptedMethods(db, requireAuth(request).businessId, request.body.accepted),
  );

  r.get(
    '/api/payments/report',
    {
      config: { access: { ability: 'reports.view', feature: 'analytics' } },
      schema: {
        operationId: 'getPaymentsReport',
        summary: 'Totals per day and per method, fees and net, for a range',
        tags,
        querystring: paymentsReportQuerySchema,
        response: { 200: paymentsReportSchema },
      },
    },
    async (request) => paymentsReport(db, requireAuth(request).businessId, request.query),
  );

  r.get(
    '/api/payments/report.csv',
    {
      config: { access: { ability: 'reports.view', feature: 'analytics' } },
      schema: {
        operationId: 'getPaymentsReportCsv',
        summary: 'The payments report as CSV',
        tags,
        querystring: paymentsReportQuerySchema,
        response: { 200: textResponse('text/csv', 'One row per day, then totals per method and overall') },
      },
    },
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
