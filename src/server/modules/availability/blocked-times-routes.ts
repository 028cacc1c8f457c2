import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  blockedTimeItemSchema,
  createBlockedTimeSchema,
  listBlockedTimesQuerySchema,
} from '../../../contract/availability';
import { idParamsSchema } from '../../../contract/common';
import { requireAuth } from '../../core/access';
import type { Database } from '../../db/client';
import { blockTime, listBlockedTimeBetween, unblockTime } from './blocked-times-service';

const tags = ['availability'];

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
    async (request) => listBlockedTimeBetween(db, requireAuth(request).businessId, request.query),
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
      reply.code(201);
      return blockTime(db, requireAuth(request).businessId, request.body);
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
      await unblockTime(db, requireAuth(request).businessId, request.params.id);
      return reply.code(204).send(null);
    },
  );
}
