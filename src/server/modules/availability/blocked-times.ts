import { and, asc, eq, gt, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  type BlockedTimeItem,
  createBlockedTimeSchema,
  listBlockedTimesQuerySchema,
} from '../../../contract/availability';
import { idParamsSchema } from '../../../contract/common';
import type { Database } from '../../db/client';
import { type BlockedTime, blockedTimes } from '../../db/schema/index';
import { inTenant } from '../../db/tenant';
import { badRequest, notFound } from '../../lib/http-errors';
import { addDays, instantToLocal, localToInstant } from '../../lib/time';
import { parse } from '../../lib/validate';
import { requireAuth } from '../auth/access';
import { businessTimezone } from '../businesses/timezone';
import { SCHEDULE_MANAGERS } from '../services/routes';
import { staffExists } from './windows-repository';

function toItem(row: BlockedTime, timezone: string): BlockedTimeItem {
  const start = instantToLocal(row.startsAt, timezone);
  const end = instantToLocal(row.endsAt, timezone);
  return {
    id: row.id,
    staffId: row.staffId,
    date: start.date,
    startTime: start.time,
    endTime: end.date > start.date && end.time === '00:00' ? '24:00' : end.time,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    reason: row.reason,
  };
}

export function registerBlockedTimeRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.get(
    '/api/blocked-times',
    { config: { docs: { summary: 'Blocked time between two local dates', tag: 'availability' } } },
    async (request) => {
      const query = parse(listBlockedTimesQuerySchema, request.query);
      const { businessId } = requireAuth(request);
      const tz = await businessTimezone(db, businessId);
      const rows = await db
        .select()
        .from(blockedTimes)
        .where(
          and(
            inTenant(blockedTimes, businessId),
            lt(blockedTimes.startsAt, localToInstant(addDays(query.endDate, 1), '00:00', tz)),
            gt(blockedTimes.endsAt, localToInstant(query.startDate, '00:00', tz)),
          ),
        )
        .orderBy(asc(blockedTimes.startsAt));
      return rows.map((row) => toItem(row, tz));
    },
  );

  app.post(
    '/api/blocked-times',
    {
      config: {
        access: { roles: SCHEDULE_MANAGERS },
        docs: {
          summary: 'Block time for the business or one staff member',
          tag: 'availability',
          body: createBlockedTimeSchema,
        },
      },
    },
    async (request, reply) => {
      const input = parse(createBlockedTimeSchema, request.body);
      const { businessId } = requireAuth(request);
      const tz = await businessTimezone(db, businessId);
      const row = await db.transaction(async (tx) => {
        if (input.staffId && !(await staffExists(tx, businessId, input.staffId))) {
          throw badRequest('Staff member not found', [
            { path: 'staffId', message: 'Staff member not found' },
          ]);
        }
        const endDate = input.endTime === '24:00' ? addDays(input.date, 1) : input.date;
        const [created] = await tx
          .insert(blockedTimes)
          .values({
            businessId,
            staffId: input.staffId ?? null,
            startsAt: localToInstant(input.date, input.startTime, tz),
            endsAt: localToInstant(endDate, input.endTime === '24:00' ? '00:00' : input.endTime, tz),
            reason: input.reason ?? null,
          })
          .returning();
        return created as BlockedTime;
      });
      reply.code(201);
      return toItem(row, tz);
    },
  );

  app.delete(
    '/api/blocked-times/:id',
    {
      config: {
        access: { roles: SCHEDULE_MANAGERS },
        docs: { summary: 'Remove blocked time', tag: 'availability' },
      },
    },
    async (request, reply) => {
      const parsed = idParamsSchema.safeParse(request.params);
      if (!parsed.success) throw notFound('Blocked time not found');
      const deleted = await db
        .delete(blockedTimes)
        .where(
          and(inTenant(blockedTimes, requireAuth(request).businessId), eq(blockedTimes.id, parsed.data.id)),
        )
        .returning({ id: blockedTimes.id });
      if (deleted.length === 0) throw notFound('Blocked time not found');
      return reply.code(204).send();
    },
  );
}
