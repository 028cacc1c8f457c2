import type { FastifyInstance } from 'fastify';
import { idParamsSchema } from '../../../contract/common';
import {
  createProductSchema,
  listProductsQuerySchema,
  PRODUCT_NOT_FOUND,
  updateProductSchema,
} from '../../../contract/products';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { parse } from '../../lib/validate';
import { requireAuth } from '../auth/access';
import { COMMERCE_MANAGERS } from './money';
import { getProductItem, listProducts, productStats } from './repository';
import { createProduct, deleteProduct, updateProduct } from './service';

export function productIdFrom(params: unknown): number {
  const parsed = idParamsSchema.safeParse(params);
  if (!parsed.success) throw notFound(PRODUCT_NOT_FOUND);
  return parsed.data.id;
}

export function registerProductRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.get(
    '/api/products',
    { config: { docs: { summary: 'Products, searchable by name or SKU, with category', tag: 'products' } } },
    async (request) => {
      const query = parse(listProductsQuerySchema, request.query);
      return listProducts(db, requireAuth(request).businessId, query);
    },
  );

  app.get(
    '/api/products/stats',
    {
      config: { docs: { summary: 'Products cards: totals, low stock, value, categories', tag: 'products' } },
    },
    async (request) => productStats(db, requireAuth(request).businessId),
  );

  app.get(
    '/api/products/:id',
    { config: { docs: { summary: 'One product', tag: 'products' } } },
    async (request) => {
      const item = await getProductItem(db, requireAuth(request).businessId, productIdFrom(request.params));
      if (!item) throw notFound(PRODUCT_NOT_FOUND);
      return item;
    },
  );

  app.post(
    '/api/products',
    {
      config: {
        access: { roles: COMMERCE_MANAGERS },
        docs: { summary: 'Add a product', tag: 'products', body: createProductSchema },
      },
    },
    async (request, reply) => {
      const input = parse(createProductSchema, request.body);
      reply.code(201);
      return createProduct(db, requireAuth(request).businessId, input);
    },
  );

  app.put(
    '/api/products/:id',
    {
      config: {
        access: { roles: COMMERCE_MANAGERS },
        docs: {
          summary: 'Change a product; a new stock count is an adjustment',
          tag: 'products',
          body: updateProductSchema,
        },
      },
    },
    async (request) => {
      const id = productIdFrom(request.params);
      const input = parse(updateProductSchema, request.body);
      return updateProduct(db, requireAuth(request).businessId, id, input);
    },
  );

  app.delete(
    '/api/products/:id',
    {
      config: {
        access: { roles: COMMERCE_MANAGERS },
        docs: { summary: 'Delete a product, or deactivate it when sales reference it', tag: 'products' },
      },
    },
    async (request) => deleteProduct(db, requireAuth(request).businessId, productIdFrom(request.params)),
  );
}
