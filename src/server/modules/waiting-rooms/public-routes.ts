import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../contract/common';
import { apiErrorBodySchema } from '../../../contract/errors';
import {
  joinedQueueSchema,
  joinQueueSchema,
  publicWaitingRoomSchema,
  queueTokenParamsSchema,
  visitorQueueStatusSchema,
} from '../../../contract/waiting-rooms';
import { routeSpecs } from '../../core/route-spec';
import type { Database } from '../../db/client';
import { joinQueue, leaveQueue } from './queue';
import { publicWaitingRoom, visitorStatus } from './views';

const spec = routeSpecs(['public walk-ins']);
const READS = { max: 120, timeWindow: '1 minute' };
/** Joins from one address: a family or two; more is a script filling the line. */
const JOINS = { max: 10, timeWindow: '10 minutes' };

export function registerPublicWaitingRoomRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/public/waiting-rooms/:id',
    spec({
      access: { public: true },
      rateLimit: READS,
      etag: true,
      operationId: 'getPublicWaitingRoom',
      summary:
        'The join page: the room, its wait, whether it is open or full, the services walk-ins may ask for',
      params: idParamsSchema,
      response: { 200: publicWaitingRoomSchema },
    }),
    async (request) => publicWaitingRoom(db, request.params.id),
  );

  r.post(
    '/api/public/waiting-rooms/:id/queue',
    spec({
      access: { public: true },
      rateLimit: JOINS,
      operationId: 'joinWaitingRoomQueue',
      summary:
        'Join the waiting list (no sign-in); the token opens the visitor\u2019s status page /queue/{token}',
      params: idParamsSchema,
      body: joinQueueSchema,
      response: {
        201: joinedQueueSchema,
        409: apiErrorBodySchema.describe(
          "'The waiting list is full' or 'This waiting list is closed' (also when the plan has no front_desk)",
        ),
      },
    }),
    async (request, reply) => reply.code(201).send(await joinQueue(db, request.params.id, request.body)),
  );

  r.get(
    '/api/public/queue/:token',
    spec({
      access: { public: true },
      rateLimit: READS,
      operationId: 'getVisitorQueueStatus',
      summary: "A visitor's own place in line: position, expected call time and status",
      params: queueTokenParamsSchema,
      response: { 200: visitorQueueStatusSchema },
    }),
    async (request) => visitorStatus(db, request.params.token),
  );

  r.post(
    '/api/public/queue/:token/leave',
    spec({
      access: { public: true },
      rateLimit: READS,
      operationId: 'leaveWaitingRoomQueue',
      summary: 'Leave the waiting list',
      params: queueTokenParamsSchema,
      response: {
        200: visitorQueueStatusSchema,
        409: apiErrorBodySchema.describe('You are no longer in line'),
      },
    }),
    async (request) => leaveQueue(db, request.params.token),
  );
}
