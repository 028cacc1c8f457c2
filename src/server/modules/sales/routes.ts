import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../contract/common';
import { apiErrorBodySchema } from '../../../contract/errors';
import {
  createSaleResultSchema,
  createSaleSchema,
  listSalesQuerySchema,
  saleDetailSchema,
  saleQuoteSchema,
  saleSummarySchema,
  salesStatsSchema,
} from '../../../contract/sales';
import { requireAuth } from '../../core/access';
import { routeSpecs } from '../../core/route-spec';
import type { Database } from '../../db/client';
import { getSaleDetail } from './detail';
import { createSale, listBusinessSales, quoteSale } from './service';
import { salesStats } from './stats';

const spec = routeSpecs(['sales']);

export function registerSaleRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/sales',
    spec({
      access: { ability: 'sales.view' },
      operationId: 'listSales',
      summary: 'Sales, newest first; search by customer name or sale id',
      querystring: listSalesQuerySchema,
      response: { 200: z.array(saleSummarySchema) },
    }),
    async (request) => listBusinessSales(db, requireAuth(request).businessId, request.query),
  );

  r.get(
    '/api/sales/stats',
    spec({
      access: { ability: 'sales.view' },
      operationId: 'getSalesStats',
      summary: "Sales cards: today's, total, last 7 days, average",
      response: { 200: salesStatsSchema },
    }),
    async (request) => salesStats(db, requireAuth(request).businessId),
  );

  r.get(
    '/api/sales/:id',
    spec({
      access: { ability: 'sales.view' },
      operationId: 'getSale',
      summary: 'One sale with items, customer, refunds and business (receipt)',
      params: idParamsSchema,
      response: { 200: saleDetailSchema },
    }),
    async (request) => getSaleDetail(db, requireAuth(request).businessId, request.params.id),
  );

  r.post(
    '/api/sales/quote',
    spec({
      access: { ability: 'sales.create' },
      operationId: 'quoteSale',
      summary:
        "What a sale would come to with its offer code: subtotal, discount, tax and total, as POST /api/sales computes them; nothing is written and the code's use isn't counted",
      body: createSaleSchema,
      response: {
        200: saleQuoteSchema,
        400: apiErrorBodySchema.describe('Bad input, or the offer code refused (the reason on offerCode)'),
        404: apiErrorBodySchema.describe('No such customer or product'),
        409: apiErrorBodySchema.describe('Not enough stock'),
      },
    }),
    async (request) => quoteSale(db, requireAuth(request).businessId, request.body),
  );

  r.post(
    '/api/sales',
    spec({
      access: { ability: 'sales.create' },
      operationId: 'createSale',
      summary: 'Complete a sale: priced by the server, stock decremented',
      body: createSaleSchema,
      response: {
        201: createSaleResultSchema,
        400: apiErrorBodySchema.describe(
          'Bad input, totals that disagree with the prices, or the offer code refused (the reason on offerCode)',
        ),
        404: apiErrorBodySchema.describe('No such customer or product'),
        409: apiErrorBodySchema.describe('Not enough stock'),
      },
    }),
    async (request, reply) => {
      reply.code(201);
      const auth = requireAuth(request);
      return createSale(db, auth.businessId, request.body, auth.userId);
    },
  );
}
