import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../contract/common';
import { apiErrorBodySchema } from '../../../contract/errors';
import { createRefundResultSchema, createRefundSchema } from '../../../contract/sales';
import { requireAuth } from '../../core/access';
import { routeSpecs } from '../../core/route-spec';
import type { Database } from '../../db/client';
import { refundSale } from './service';

const spec = routeSpecs(['sales']);

export function registerRefundRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/sales/:id/refunds',
    spec({
      access: { ability: 'sales.refund' },
      operationId: 'refundSale',
      summary: 'Refund a whole sale or some of its lines',
      params: idParamsSchema,
      body: createRefundSchema,
      response: {
        201: createRefundResultSchema,
        409: apiErrorBodySchema.describe('Already refunded, or more than is left of a line'),
      },
    }),
    async (request, reply) => {
      reply.code(201);
      return refundSale(db, requireAuth(request).businessId, request.params.id, request.body);
    },
  );
}
