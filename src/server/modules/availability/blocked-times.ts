import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type BlockedTimeItem,
  blockedTimeItemSchema,
  createBlockedTimeSchema,
  listBlockedTimesQuerySchema,
} from '../../../contract/availability';
import { idParamsSchema } from '../../../contract/common';
import type { Database } from '../../db/client';
import type { BlockedTime } from '../../db/schema/index';
import { badRequest, notFound } from '../../lib/http-errors';
import { addDays, instantToLocal, localToInstant } from '../../lib/time';
import { requireAuth } from '../auth/access';
import { businessTimezone } from '../businesses/timezone';
import { deleteBlockedTime, insertBlockedTime, listBlockedTimes } from './blocked-times-repository';
import { staffExists } from './windows-repository';

const tags = ['availability'];

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
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/blocked-times',
    {
      config: { access: { ability: 'appointments.view' } },
      schema: {
        operationId: 'listBlockedTimes',
        summary: 'Blocked time between two local dates',
        tags,
        querystring: listBlockedTimesQuerySchema,
        response: { 200: z.array(blockedTimeItemSchema) },
      },
    },
    async (request) => {
      const query = request.query;
      const { businessId } = requireAuth(request);
      const tz = await businessTimezone(db, businessId);
      const rows = await listBlockedTimes(
        db,
        businessId,
        localToInstant(query.startDate, '00:00', tz),
        localToInstant(addDays(query.endDate, 1), '00:00', tz),
      );
      return rows.map((row) => toItem(row, tz));
    },
  );

  r.post(
    '/api/blocked-times',
    {
      config: { access: { ability: 'schedule.manage' } },
      schema: {
        operationId: 'createBlockedTime',
        summary: 'Block time for the business or one staff member',
        tags,
        body: createBlockedTimeSchema,
        response: { 201: blockedTimeItemSchema },
      },
    },
    async (request, reply) => {
      const input = request.body;
      const { businessId } = requireAuth(request);
      const tz = await businessTimezone(db, businessId);
      const row = await db.transaction(async (tx) => {
        if (input.staffId && !(await staffExists(tx, businessId, input.staffId))) {
          throw badRequest('Staff member not found', [
            { path: 'staffId', message: 'Staff member not found' },
          ]);
        }
        const endDate = input.endTime === '24:00' ? addDays(input.date, 1) : input.date;
        return insertBlockedTime(tx, {
          businessId,
          staffId: input.staffId ?? null,
          startsAt: localToInstant(input.date, input.startTime, tz),
          endsAt: localToInstant(endDate, input.endTime === '24:00' ? '00:00' : input.endTime, tz),
          reason: input.reason ?? null,
        });
      });
      reply.code(201);
      return toItem(row, tz);
    },
  );

  r.delete(
    '/api/blocked-times/:id',
    {
      config: { access: { ability: 'schedule.manage' } },
      schema: {
        operationId: 'deleteBlockedTime',
        summary: 'Remove blocked time',
        tags,
        params: idParamsSchema,
        response: { 204: z.null().describe('Removed') },
      },
    },
    async (request, reply) => {
      const deleted = await deleteBlockedTime(db, requireAuth(request).businessId, request.params.id);
      if (!deleted) throw notFound('Blocked time not found');
      return reply.code(204).send(null);
    },
  );
}
