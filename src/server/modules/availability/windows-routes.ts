import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  availabilityWindowItemSchema,
  copyDaySchema,
  createWindowSchema,
  END_AFTER_START,
  listWindowsQuerySchema,
  START_BEFORE_END,
  updateWindowSchema,
} from '../../../contract/availability';
import { idParamsSchema } from '../../../contract/common';
import type { Database } from '../../db/client';
import { badRequest, notFound } from '../../lib/http-errors';
import { requireAuth } from '../auth/access';
import { businessTimezone } from '../businesses/timezone';
import {
  copyDayWindows,
  deleteWindow,
  findWindow,
  insertWindow,
  listWindows,
  staffExists,
  updateWindow,
} from './windows-repository';

const tags = ['availability'];
const manage = { ability: 'schedule.manage' } as const;
const staffNotFound = () =>
  badRequest('Staff member not found', [{ path: 'staffId', message: 'Staff member not found' }]);
const windowNotFound = () => notFound('Availability window not found');

export function registerWindowRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/availability',
    {
      config: { access: { ability: 'appointments.view' } },
      schema: {
        operationId: 'listAvailabilityWindows',
        summary: 'Weekly availability windows',
        tags,
        querystring: listWindowsQuerySchema,
        response: { 200: z.array(availabilityWindowItemSchema) },
      },
    },
    async (request) => listWindows(db, requireAuth(request).businessId, request.query.staffId),
  );

  r.post(
    '/api/availability',
    {
      config: { access: manage },
      schema: {
        operationId: 'createAvailabilityWindow',
        summary: 'Add an availability window',
        tags,
        body: createWindowSchema,
        response: { 201: availabilityWindowItemSchema },
      },
    },
    async (request, reply) => {
      const input = request.body;
      const { businessId } = requireAuth(request);
      const row = await db.transaction(async (tx) => {
        if (!(await staffExists(tx, businessId, input.staffId))) throw staffNotFound();
        const timezone = await businessTimezone(tx, businessId);
        return insertWindow(tx, { businessId, ...input, timezone });
      });
      reply.code(201);
      return row;
    },
  );

  r.put(
    '/api/availability/:id',
    {
      config: { access: manage },
      schema: {
        operationId: 'updateAvailabilityWindow',
        summary: 'Change an availability window',
        tags,
        params: idParamsSchema,
        body: updateWindowSchema,
        response: { 200: availabilityWindowItemSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const input = request.body;
      const { businessId } = requireAuth(request);
      return db.transaction(async (tx) => {
        const current = await findWindow(tx, businessId, id);
        if (!current) throw windowNotFound();
        const start = input.startTime ?? current.startTime;
        const end = input.endTime ?? current.endTime;
        if (start >= end) {
          // Name the field the caller changed: a new end before the start, or a new start after the end.
          const message = input.endTime && !input.startTime ? END_AFTER_START : START_BEFORE_END;
          const path = input.endTime && !input.startTime ? 'endTime' : 'startTime';
          throw badRequest(message, [{ path, message }]);
        }
        if (Object.values(input).every((value) => value === undefined)) return current;
        const row = await updateWindow(tx, businessId, id, input);
        if (!row) throw windowNotFound();
        return row;
      });
    },
  );

  r.delete(
    '/api/availability/:id',
    {
      config: { access: manage },
      schema: {
        operationId: 'deleteAvailabilityWindow',
        summary: 'Remove an availability window',
        tags,
        params: idParamsSchema,
        response: { 204: z.null().describe('Removed') },
      },
    },
    async (request, reply) => {
      if (!(await deleteWindow(db, requireAuth(request).businessId, request.params.id)))
        throw windowNotFound();
      return reply.code(204).send(null);
    },
  );

  r.post(
    '/api/availability/copy',
    {
      config: { access: manage },
      schema: {
        operationId: 'copyAvailabilityDay',
        summary: "Copy a day's windows to another day, replacing its own",
        tags,
        body: copyDaySchema,
        response: { 200: z.array(availabilityWindowItemSchema).describe("The target day's new windows") },
      },
    },
    async (request) => {
      const input = request.body;
      const { businessId } = requireAuth(request);
      return db.transaction(async (tx) => {
        if (!(await staffExists(tx, businessId, input.staffId))) throw staffNotFound();
        return copyDayWindows(tx, businessId, input);
      });
    },
  );
}
