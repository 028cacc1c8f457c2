import type { FastifyInstance } from 'fastify';
import {
  listTransactionsQuerySchema,
  paymentsReportQuerySchema,
  updatePaymentMethodsSchema,
} from '../../../contract/payments';
import type { Database } from '../../db/client';
import { parse } from '../../lib/validate';
import { requireAuth } from '../auth/access';
import { COMMERCE_MANAGERS } from '../products/money';
import { paymentMethodSettings, setAcceptedMethods } from './methods';
import { paymentsReport } from './report';
import { reportCsv } from './report-csv';
import { paymentsSummary } from './summary';
import { listTransactions } from './transactions';

export function registerPaymentRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.get(
    '/api/transactions',
    {
      config: {
        docs: { summary: 'Payments and refunds, newest first; search, status, method', tag: 'payments' },
      },
    },
    async (request) => {
      const query = parse(listTransactionsQuerySchema, request.query);
      return listTransactions(db, requireAuth(request).businessId, query);
    },
  );

  app.get(
    '/api/payments/summary',
    {
      config: {
        docs: { summary: 'Revenue, refunds, fees and net, all time and this month', tag: 'payments' },
      },
    },
    async (request) => paymentsSummary(db, requireAuth(request).businessId),
  );

  app.get(
    '/api/payments/methods',
    { config: { docs: { summary: 'Payment methods and which the business accepts', tag: 'payments' } } },
    async (request) => paymentMethodSettings(db, requireAuth(request).businessId),
  );

  app.put(
    '/api/payments/methods',
    {
      config: {
        access: { roles: COMMERCE_MANAGERS },
        docs: {
          summary: 'Choose the accepted payment methods',
          tag: 'payments',
          body: updatePaymentMethodsSchema,
        },
      },
    },
    async (request) => {
      const input = parse(updatePaymentMethodsSchema, request.body);
      return setAcceptedMethods(db, requireAuth(request).businessId, input.accepted);
    },
  );

  app.get(
    '/api/payments/report',
    {
      config: {
        docs: { summary: 'Totals per day and per method, fees and net, for a range', tag: 'payments' },
      },
    },
    async (request) => {
      const query = parse(paymentsReportQuerySchema, request.query);
      return paymentsReport(db, requireAuth(request).businessId, query);
    },
  );

  app.get(
    '/api/payments/report.csv',
    { config: { docs: { summary: 'The payments report as CSV', tag: 'payments' } } },
    async (request, reply) => {
      const query = parse(paymentsReportQuerySchema, request.query);
      const report = await paymentsReport(db, requireAuth(request).businessId, query);
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
