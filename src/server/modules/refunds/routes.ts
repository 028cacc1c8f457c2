import type { FastifyInstance } from 'fastify';
import { createRefundSchema } from '../../../contract/sales';
import type { Database } from '../../db/client';
import { parse } from '../../lib/validate';
import { requireAuth } from '../auth/access';
import { COMMERCE_MANAGERS } from '../products/money';
import { saleIdFrom } from '../sales/routes';
import { refundSale } from './service';

export function registerRefundRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.post(
    '/api/sales/:id/refunds',
    {
      config: {
        access: { roles: COMMERCE_MANAGERS },
        docs: { summary: 'Refund a whole sale or some of its lines', tag: 'sales', body: createRefundSchema },
      },
    },
    async (request, reply) => {
      const saleId = saleIdFrom(request.params);
      const input = parse(createRefundSchema, request.body);
      reply.code(201);
      return refundSale(db, requireAuth(request).businessId, saleId, input);
    },
  );
}
