import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../contract/common';
import { apiErrorBodySchema } from '../../../contract/errors';
import {
  inventoryMoveResultSchema,
  inventoryMoveSchema,
  inventoryTransactionItemSchema,
} from '../../../contract/products';
import { requireAuth } from '../../core/access';
import type { Database } from '../../db/client';
import { listStockMoves, moveStock } from './service';

const tags = ['products'];

export function registerInventoryRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/products/:id/inventory',
    {
      config: { access: { ability: 'products.view' } },
      schema: {
        operationId: 'listInventoryTransactions',
        summary: "A product's stock moves, newest first",
        tags,
        params: idParamsSchema,
        response: { 200: z.array(inventoryTransactionItemSchema) },
      },
    },
    async (request) => listStockMoves(db, requireAuth(request).businessId, request.params.id),
  );

  r.post(
    '/api/products/:id/inventory',
    {
      config: { access: { ability: 'products.manage' } },
      schema: {
        operationId: 'moveStock',
        summary: 'Restock or adjust stock',
        tags,
        params: idParamsSchema,
        body: inventoryMoveSchema,
        response: { 201: inventoryMoveResultSchema, 409: apiErrorBodySchema.describe('Not enough stock') },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return moveStock(db, requireAuth(request).businessId, request.params.id, request.body);
    },
  );
}
