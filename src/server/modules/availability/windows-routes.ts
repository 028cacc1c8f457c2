import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  copyDaySchema,
  createWindowSchema,
  END_AFTER_START,
  listWindowsQuerySchema,
  START_BEFORE_END,
  updateWindowSchema,
} from '../../../contract/availability';
import { idParamsSchema } from '../../../contract/common';
import type { Database } from '../../db/client';
import { availabilityWindows } from '../../db/schema/index';
import { inTenant } from '../../db/tenant';
import { badRequest, notFound } from '../../lib/http-errors';
import { parse } from '../../lib/validate';
import { requireAuth } from '../auth/access';
import { businessTimezone } from '../businesses/timezone';
import { SCHEDULE_MANAGERS } from '../services/routes';
import { findWindow, listWindows, staffExists, windowColumns } from './windows-repository';

const manage = { roles: SCHEDULE_MANAGERS };
const staffNotFound = () =>
  badRequest('Staff member not found', [{ path: 'staffId', message: 'Staff member not found' }]);

function windowId(params: unknown): number {
  const parsed = idParamsSchema.safeParse(params);
  if (!parsed.success) throw notFound('Availability window not found');
  return parsed.data.id;
}

export function registerWindowRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.get(
    '/api/availability',
    { config: { docs: { summary: 'Weekly availability windows', tag: 'availability' } } },
    async (request) => {
      const query = parse(listWindowsQuerySchema, request.query);
      return listWindows(db, requireAuth(request).businessId, query.staffId);
    },
  );

  app.post(
    '/api/availability',
    {
      config: {
        access: manage,
        docs: { summary: 'Add an availability window', tag: 'availability', body: createWindowSchema },
      },
    },
    async (request, reply) => {
      const input = parse(createWindowSchema, request.body);
      const { businessId } = requireAuth(request);
      const row = await db.transaction(async (tx) => {
        if (!(await staffExists(tx, businessId, input.staffId))) throw staffNotFound();
        const timezone = await businessTimezone(tx, businessId);
        const [created] = await tx
          .insert(availabilityWindows)
          .values({ businessId, ...input, timezone })
          .returning(windowColumns);
        return created;
      });
      reply.code(201);
      return row;
    },
  );

  app.put(
    '/api/availability/:id',
    {
      config: {
        access: manage,
        docs: { summary: 'Change an availability window', tag: 'availability', body: updateWindowSchema },
      },
    },
    async (request) => {
      const id = windowId(request.params);
      const input = parse(updateWindowSchema, request.body);
      const { businessId } = requireAuth(request);
      return db.transaction(async (tx) => {
        const current = await findWindow(tx, businessId, id);
        if (!current) throw notFound('Availability window not found');
        const start = input.startTime ?? current.startTime;
        const end = input.endTime ?? current.endTime;
        if (start >= end) {
          // Name the field the caller changed: a new end before the start, or a new start after the end.
          const message = input.endTime && !input.startTime ? END_AFTER_START : START_BEFORE_END;
          const path = input.endTime && !input.startTime ? 'endTime' : 'startTime';
          throw badRequest(message, [{ path, message }]);
        }
        const [row] = await tx
          .update(availabilityWindows)
          .set(input)
          .where(and(inTenant(availabilityWindows, businessId), eq(availabilityWindows.id, id)))
          .returning(windowColumns);
        return row;
      });
    },
  );

  app.delete(
    '/api/availability/:id',
    { config: { access: manage, docs: { summary: 'Remove an availability window', tag: 'availability' } } },
    async (request, reply) => {
      const id = windowId(request.params);
      const deleted = await db
        .delete(availabilityWindows)
        .where(
          and(inTenant(availabilityWindows, requireAuth(request).businessId), eq(availabilityWindows.id, id)),
        )
        .returning({ id: availabilityWindows.id });
      if (deleted.length === 0) throw notFound('Availability window not found');
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/availability/copy',
    {
      config: {
        access: manage,
        docs: {
          summary: "Copy a day's windows to another day, replacing its own",
          tag: 'availability',
          body: copyDaySchema,
        },
      },
    },
    async (request) => {
      const input = parse(copyDaySchema, request.body);
      const { businessId } = requireAuth(request);
      return db.transaction(async (tx) => {
        if (!(await staffExists(tx, businessId, input.staffId))) throw staffNotFound();
        const ofStaff = and(
          inTenant(availabilityWindows, businessId),
          eq(availabilityWindows.staffId, input.staffId),
        );
        const source = await tx
          .select(windowColumns)
          .from(availabilityWindows)
          .where(and(ofStaff, eq(availabilityWindows.dayOfWeek, input.fromDay)));
        await tx
          .delete(availabilityWindows)
          .where(and(ofStaff, eq(availabilityWindows.dayOfWeek, input.toDay)));
        if (source.length === 0) return [];
        return tx
          .insert(availabilityWindows)
          .values(
            source.map((w) => ({
              businessId,
              staffId: w.staffId,
              dayOfWeek: input.toDay,
              startTime: w.startTime,
              endTime: w.endTime,
              timezone: w.timezone,
              isActive: w.isActive,
            })),
          )
          .returning(windowColumns);
      });
    },
  );
}
