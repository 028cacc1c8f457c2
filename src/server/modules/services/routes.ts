import type { FastifyInstance } from 'fastify';
import type { MemberRole } from '../../../contract/auth';
import { idParamsSchema } from '../../../contract/common';
import {
  createServiceSchema,
  listServicesQuerySchema,
  updateServiceSchema,
} from '../../../contract/services';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { parse } from '../../lib/validate';
import { requireAuth } from '../auth/access';
import { listServices } from './repository';
import { createService, deleteService, updateService } from './service';

/** Who may change services, availability, timezone and blocked time. */
export const SCHEDULE_MANAGERS: readonly MemberRole[] = ['owner', 'admin', 'manager'];

export function serviceIdFrom(params: unknown): number {
  const parsed = idParamsSchema.safeParse(params);
  if (!parsed.success) throw notFound('Service not found');
  return parsed.data.id;
}

export function registerServiceRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.get(
    '/api/services',
    { config: { docs: { summary: 'Services (active only unless includeInactive=true)', tag: 'services' } } },
    async (request) => {
      const query = parse(listServicesQuerySchema, request.query);
      return listServices(db, requireAuth(request).businessId, query.includeInactive);
    },
  );

  app.post(
    '/api/services',
    {
      config: {
        access: { roles: SCHEDULE_MANAGERS },
        docs: { summary: 'Add a service', tag: 'services', body: createServiceSchema },
      },
    },
    async (request, reply) => {
      const input = parse(createServiceSchema, request.body);
      reply.code(201);
      return createService(db, requireAuth(request).businessId, input);
    },
  );

  app.put(
    '/api/services/:id',
    {
      config: {
        access: { roles: SCHEDULE_MANAGERS },
        docs: { summary: 'Change a service', tag: 'services', body: updateServiceSchema },
      },
    },
    async (request) => {
      const id = serviceIdFrom(request.params);
      const input = parse(updateServiceSchema, request.body);
      return updateService(db, requireAuth(request).businessId, id, input);
    },
  );

  app.delete(
    '/api/services/:id',
    {
      config: {
        access: { roles: SCHEDULE_MANAGERS },
        docs: { summary: 'Delete a service, or deactivate it when appointments use it', tag: 'services' },
      },
    },
    async (request) => deleteService(db, requireAuth(request).businessId, serviceIdFrom(request.params)),
  );
}
