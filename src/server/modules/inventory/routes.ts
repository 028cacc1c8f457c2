import type { FastifyInstance } from 'fastify';
import { inventoryMoveSchema, PRODUCT_NOT_FOUND } from '../../../contract/products';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { parse } from '../../lib/validate';
import { requireAuth } from '../auth/access';
import { COMMERCE_MANAGERS } from '../products/money';
import { getProductItem } from '../products/repository';
import { productIdFrom } from '../products/routes';
import { productHistory } from './history';
import { moveStock } from './service';

export function registerInventoryRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.get(
    '/api/products/:id/inventory',
    { config: { docs: { summary: "A product's stock moves, newest first", tag: 'products' } } },
    async (request) => {
      const businessId = requireAuth(request).businessId;
      const id = productIdFrom(request.params);
      if (!(await getProductItem(db, businessId, id))) throw notFound(PRODUCT_NOT_FOUND);
      return productHistory(db, businessId, id);
    },
  );

  app.post(
    '/api/products/:id/inventory',
    {
      config: {
        access: { roles: COMMERCE_MANAGERS },
        docs: { summary: 'Restock or adjust stock', tag: 'products', body: inventoryMoveSchema },
      },
    },
    async (request, reply) => {
      const id = productIdFrom(request.params);
      const input = parse(inventoryMoveSchema, request.body);
      reply.code(201);
      return moveStock(db, requireAuth(request).businessId, id, input);
    },
  );
}
