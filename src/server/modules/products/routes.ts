import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../contract/common';
import { apiErrorBodySchema } from '../../../contract/errors';
import {
  createProductSchema,
  deleteProductResultSchema,
  listProductsQuerySchema,
  PRODUCT_NOT_FOUND,
  productItemSchema,
  productStatsSchema,
  updateProductSchema,
} from '../../../contract/products';
import { requireAuth } from '../../core/access';
import { routeSpecs } from '../../core/route-spec';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import {
  createProduct,
  deleteProduct,
  getProductItem,
  listProducts,
  productStats,
  updateProduct,
} from './service';

const spec = routeSpecs(['products']);

export function registerProductRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/products',
    spec({
      access: { ability: 'products.view' },
      operationId: 'listProducts',
      summary: 'Products, searchable by name or SKU, with category',
      querystring: listProductsQuerySchema,
      response: { 200: z.array(productItemSchema) },
    }),
    async (request) => listProducts(db, requireAuth(request).businessId, request.query),
  );

  r.get(
    '/api/products/stats',
    spec({
      access: { ability: 'products.view' },
      operationId: 'getProductStats',
      summary: 'Products cards: totals, low stock, value, categories',
      response: { 200: productStatsSchema },
    }),
    async (request) => productStats(db, requireAuth(request).businessId),
  );

  r.get(
    '/api/products/:id',
    spec({
      access: { ability: 'products.view' },
      operationId: 'getProduct',
      summary: 'One product',
      params: idParamsSchema,
      response: { 200: productItemSchema },
    }),
    async (request) => {
      const item = await getProductItem(db, requireAuth(request).businessId, request.params.id);
      if (!item) throw notFound(PRODUCT_NOT_FOUND);
      return item;
    },
  );

  r.post(
    '/api/products',
    spec({
      access: { ability: 'products.manage' },
      operationId: 'createProduct',
      summary: 'Add a product',
      body: createProductSchema,
      response: { 201: productItemSchema, 409: apiErrorBodySchema.describe('SKU taken') },
    }),
    async (request, reply) => {
      reply.code(201);
      return createProduct(db, requireAuth(request).businessId, request.body);
    },
  );

  r.put(
    '/api/products/:id',
    spec({
      access: { ability: 'products.manage' },
      operationId: 'updateProduct',
      summary: 'Change a product; a new stock count is an adjustment',
      params: idParamsSchema,
      body: updateProductSchema,
      response: {
        200: productItemSchema,
        409: apiErrorBodySchema.describe('SKU taken, or the stock changed since expectedStockQuantity'),
      },
    }),
    async (request) => updateProduct(db, requireAuth(request).businessId, request.params.id, request.body),
  );

  r.delete(
    '/api/products/:id',
    spec({
      access: { ability: 'products.manage' },
      operationId: 'deleteProduct',
      summary: 'Delete a product, or deactivate it when sales reference it',
      params: idParamsSchema,
      response: { 200: deleteProductResultSchema },
    }),
    async (request) => deleteProduct(db, requireAuth(request).businessId, request.params.id),
  );
}
