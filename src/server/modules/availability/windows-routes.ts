import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  availabilityWindowItemSchema,
  copyDaySchema,
  createWindowSchema,
  listWindowsQuerySchema,
  updateWindowSchema,
} from '../../../contract/availability';
import { idParamsSchema } from '../../../contract/common';
import { requireAuth } from '../../core/access';
import { routeSpecs } from '../../core/route-spec';
import type { Database } from '../../db/client';
import {
  addAvailabilityWindow,
  changeAvailabilityWindow,
  copyAvailabilityDay,
  listWindows,
  removeAvailabilityWindow,
} from './windows-service';

const spec = routeSpecs(['availability']);
const manage = { ability: 'schedule.manage' } as const;

export function registerWindowRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/availability',
    spec({
      access: { ability: 'appointments.view' },
      operationId: 'listAvailabilityWindows',
      summary: 'Weekly availability windows',
      querystring: listWindowsQuerySchema,
      response: { 200: z.array(availabilityWindowItemSchema) },
    }),
    async (request) => listWindows(db, requireAuth(request).businessId, request.query.staffId),
  );

  r.post(
    '/api/availability',
    spec({
      access: manage,
      operationId: 'createAvailabilityWindow',
      summary: 'Add an availability window',
      body: createWindowSchema,
      response: { 201: availabilityWindowItemSchema },
    }),
    async (request, reply) => {
      reply.code(201);
      return addAvailabilityWindow(db, requireAuth(request).businessId, request.body);
    },
  );

  r.put(
    '/api/availability/:id',
    spec({
      access: manage,
      operationId: 'updateAvailabilityWindow',
      summary: 'Change an availability window',
      params: idParamsSchema,
      body: updateWindowSchema,
      response: { 200: availabilityWindowItemSchema },
    }),
    async (request) =>
      changeAvailabilityWindow(db, requireAuth(request).businessId, request.params.id, request.body),
  );

  r.delete(
    '/api/availability/:id',
    spec({
      access: manage,
      operationId: 'deleteAvailabilityWindow',
      summary: 'Remove an availability window',
      params: idParamsSchema,
      response: { 204: z.null().describe('Removed') },
    }),
    async (request, reply) => {
      await removeAvailabilityWindow(db, requireAuth(request).businessId, request.params.id);
      return reply.code(204).send(null);
    },
  );

  r.post(
    '/api/availability/copy',
    spec({
      access: manage,
      operationId: 'copyAvailabilityDay',
      summary:
        "Copy a day's windows to another day (toDay) or several (toDays, e.g. every weekday), replacing theirs",
      body: copyDaySchema,
      response: { 200: z.array(availabilityWindowItemSchema).describe("The target days' new windows") },
    }),
    async (request) => copyAvailabilityDay(db, requireAuth(request).businessId, request.body),
  );
}
