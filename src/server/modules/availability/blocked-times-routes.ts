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
import { routeSpecs } from '../../core/route-spec';
import type { Database } from '../../db/client';
import { blockTime, listBlockedTimeBetween, unblockTime } from './blocked-times-service';

const spec = routeSpecs(['availability']);

export function registerBlockedTimeRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/blocked-times',
    spec({
      access: { ability: 'appointments.view' },
      operationId: 'listBlockedTimes',
      summary: 'Blocked time between two local dates',
      querystring: listBlockedTimesQuerySchema,
      response: { 200: z.array(blockedTimeItemSchema) },
    }),
    async (request) => listBlockedTimeBetween(db, requireAuth(request).businessId, request.query),
  );

  r.post(
    '/api/blocked-times',
    spec({
      access: { ability: 'schedule.manage' },
      operationId: 'createBlockedTime',
      summary: 'Block time for the business or one staff member',
      body: createBlockedTimeSchema,
      response: { 201: blockedTimeItemSchema },
    }),
    async (request, reply) => {
      reply.code(201);
      return blockTime(db, requireAuth(request).businessId, request.body);
    },
  );

  r.delete(
    '/api/blocked-times/:id',
    spec({
      access: { ability: 'schedule.manage' },
      operationId: 'deleteBlockedTime',
      summary: 'Remove blocked time',
      params: idParamsSchema,
      response: { 204: z.null().describe('Removed') },
    }),
    async (request, reply) => {
      await unblockTime(db, requireAuth(request).businessId, request.params.id);
      return reply.code(204).send(null);
    },
  );
}
