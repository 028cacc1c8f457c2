import type { FastifyInstance } from 'fastify';
import { idParamsSchema } from '../../../contract/common';
import { createSaleSchema, listSalesQuerySchema, SALE_NOT_FOUND } from '../../../contract/sales';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { parse } from '../../lib/validate';
import { requireAuth } from '../auth/access';
import { businessTimezone } from '../businesses/timezone';
import { getSaleDetail } from './detail';
import { listSales } from './repository';
import { createSale } from './service';
import { salesStats } from './stats';

export function saleIdFrom(params: unknown): number {
  const parsed = idParamsSchema.safeParse(params);
  if (!parsed.success) throw notFound(SALE_NOT_FOUND);
  return parsed.data.id;
}

export function registerSaleRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.get(
    '/api/sales',
    {
      config: { docs: { summary: 'Sales, newest first; search by customer name or sale id', tag: 'sales' } },
    },
    async (request) => {
      const query = parse(listSalesQuerySchema, request.query);
      const businessId = requireAuth(request).businessId;
      return listSales(db, businessId, await businessTimezone(db, businessId), query);
    },
  );

  app.get(
    '/api/sales/stats',
    { config: { docs: { summary: "Sales cards: today's, total, last 7 days, average", tag: 'sales' } } },
    async (request) => salesStats(db, requireAuth(request).businessId),
  );

  app.get(
    '/api/sales/:id',
    {
      config: {
        docs: { summary: 'One sale with items, customer, refunds and business (receipt)', tag: 'sales' },
      },
    },
    async (request) => getSaleDetail(db, requireAuth(request).businessId, saleIdFrom(request.params)),
  );

  app.post(
    '/api/sales',
    {
      config: {
        docs: {
          summary: 'Complete a sale: priced by the server, stock decremented',
          tag: 'sales',
          body: createSaleSchema,
        },
      },
    },
    async (request, reply) => {
      const input = parse(createSaleSchema, request.body);
      reply.code(201);
      return createSale(db, requireAuth(request).businessId, input);
    },
  );
}
