import type { FastifyInstance } from 'fastify';
import { idParamsSchema } from '../../../contract/common';
import { CATEGORY_NOT_FOUND, createCategorySchema, updateCategorySchema } from '../../../contract/products';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { parse } from '../../lib/validate';
import { requireAuth } from '../auth/access';
import { COMMERCE_MANAGERS } from '../products/money';
import { listCategories } from './repository';
import { createCategory, deleteCategory, updateCategory } from './service';

function categoryIdFrom(params: unknown): number {
  const parsed = idParamsSchema.safeParse(params);
  if (!parsed.success) throw notFound(CATEGORY_NOT_FOUND);
  return parsed.data.id;
}

export function registerCategoryRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.get(
    '/api/categories',
    { config: { docs: { summary: 'Product categories with their product counts', tag: 'products' } } },
    async (request) => listCategories(db, requireAuth(request).businessId),
  );

  app.post(
    '/api/categories',
    {
      config: {
        access: { roles: COMMERCE_MANAGERS },
        docs: { summary: 'Add a category', tag: 'products', body: createCategorySchema },
      },
    },
    async (request, reply) => {
      const input = parse(createCategorySchema, request.body);
      reply.code(201);
      return createCategory(db, requireAuth(request).businessId, input);
    },
  );

  app.put(
    '/api/categories/:id',
    {
      config: {
        access: { roles: COMMERCE_MANAGERS },
        docs: { summary: 'Rename a category', tag: 'products', body: updateCategorySchema },
      },
    },
    async (request) => {
      const id = categoryIdFrom(request.params);
      const input = parse(updateCategorySchema, request.body);
      return updateCategory(db, requireAuth(request).businessId, id, input);
    },
  );

  app.delete(
    '/api/categories/:id',
    {
      config: {
        access: { roles: COMMERCE_MANAGERS },
        docs: { summary: 'Delete a category; its products become uncategorized', tag: 'products' },
      },
    },
    async (request, reply) => {
      await deleteCategory(db, requireAuth(request).businessId, categoryIdFrom(request.params));
      return reply.code(204).send();
    },
  );
}
