import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../contract/common';
import { apiErrorBodySchema } from '../../../contract/errors';
import {
  createServiceSchema,
  deleteServiceResultSchema,
  listServicesQuerySchema,
  serviceItemSchema,
  updateServiceSchema,
} from '../../../contract/services';
import { requireAuth } from '../../core/access';
import { routeSpecs } from '../../core/route-spec';
import type { Database } from '../../db/client';
import { createService, deleteService, listServices, updateService } from './service';

const spec = routeSpecs(['services']);

export function registerServiceRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/services',
    spec({
      access: { ability: 'appointments.view' },
      operationId: 'listServices',
      summary: 'Services (active only unless includeInactive=true)',
      querystring: listServicesQuerySchema,
      response: { 200: z.array(serviceItemSchema) },
    }),
    async (request) => listServices(db, requireAuth(request).businessId, request.query.includeInactive),
  );

  r.post(
    '/api/services',
    spec({
      access: { ability: 'schedule.manage' },
      operationId: 'createService',
      summary: 'Add a service',
      body: createServiceSchema,
      response: { 201: serviceItemSchema },
    }),
    async (request, reply) => {
      reply.code(201);
      return createService(db, requireAuth(request).businessId, request.body);
    },
  );

  r.put(
    '/api/services/:id',
    spec({
      access: { ability: 'schedule.manage' },
      operationId: 'updateService',
      summary: 'Change a service',
      params: idParamsSchema,
      body: updateServiceSchema,
      response: { 200: serviceItemSchema },
    }),
    async (request) => updateService(db, requireAuth(request).businessId, request.params.id, request.body),
  );

  r.delete(
    '/api/services/:id',
    spec({
      access: { ability: 'schedule.manage' },
      operationId: 'deleteService',
      summary: 'Delete a service, or deactivate it when appointments use it',
      params: idParamsSchema,
      response: { 200: deleteServiceResultSchema, 409: apiErrorBodySchema.describe('In use') },
    }),
    async (request) => deleteService(db, requireAuth(request).businessId, request.params.id),
  );
}
