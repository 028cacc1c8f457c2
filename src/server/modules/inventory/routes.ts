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
import { routeSpecs } from '../../core/route-spec';
import type { Database } from '../../db/client';
import { listStockMoves, moveStock } from './service';

const spec = routeSpecs(['products']);

export function registerInventoryRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/products/:id/inventory',
    spec({
      access: { ability: 'products.view' },
      operationId: 'listInventoryTransactions',
      summary: "A product's stock moves, newest first",
      params: idParamsSchema,
      response: { 200: z.array(inventoryTransactionItemSchema) },
    }),
    async (request) => listStockMoves(db, requireAuth(request).businessId, request.params.id),
  );

  r.post(
    '/api/products/:id/inventory',
    spec({
      access: { ability: 'products.manage' },
      operationId: 'moveStock',
      summary: 'Restock or adjust stock',
      params: idParamsSchema,
      body: inventoryMoveSchema,
      response: { 201: inventoryMoveResultSchema, 409: apiErrorBodySchema.describe('Not enough stock') },
    }),
    async (request, reply) => {
      reply.code(201);
      return moveStock(db, requireAuth(request).businessId, request.params.id, request.body);
    },
  );
}
