import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../contract/common';
import { apiErrorBodySchema } from '../../../contract/errors';
import { categoryItemSchema, createCategorySchema, updateCategorySchema } from '../../../contract/products';
import { requireAuth } from '../../core/access';
import { routeSpecs } from '../../core/route-spec';
import type { Database } from '../../db/client';
import { createCategory, deleteCategory, listCategories, updateCategory } from './service';

const spec = routeSpecs(['products']);
const nameTaken = apiErrorBodySchema.describe('Name taken');

export function registerCategoryRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/categories',
    spec({
      access: { ability: 'products.view' },
      operationId: 'listCategories',
      summary: 'Product categories with their product counts',
      response: { 200: z.array(categoryItemSchema) },
    }),
    async (request) => listCategories(db, requireAuth(request).businessId),
  );

  r.post(
    '/api/categories',
    spec({
      access: { ability: 'products.manage' },
      operationId: 'createCategory',
      summary: 'Add a category',
      body: createCategorySchema,
      response: { 201: categoryItemSchema, 409: nameTaken },
    }),
    async (request, reply) => {
      reply.code(201);
      return createCategory(db, requireAuth(request).businessId, request.body);
    },
  );

  r.put(
    '/api/categories/:id',
    spec({
      access: { ability: 'products.manage' },
      operationId: 'updateCategory',
      summary: 'Rename a category',
      params: idParamsSchema,
      body: updateCategorySchema,
      response: { 200: categoryItemSchema, 409: nameTaken },
    }),
    async (request) => updateCategory(db, requireAuth(request).businessId, request.params.id, request.body),
  );

  r.delete(
    '/api/categories/:id',
    spec({
      access: { ability: 'products.manage' },
      operationId: 'deleteCategory',
      summary: 'Delete a category; its products become uncategorized',
      params: idParamsSchema,
      response: { 204: z.null().describe('Deleted') },
    }),
    async (request, reply) => {
      await deleteCategory(db, requireAuth(request).businessId, request.params.id);
      return reply.code(204).send(null);
    },
  );
}
