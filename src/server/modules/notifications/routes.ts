import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  markNotificationsReadSchema,
  notificationCountSchema,
  notificationListSchema,
} from '../../../contract/notifications';
import { requireAuth } from '../../core/access';
import { routeSpecs } from '../../core/route-spec';
import type { Database } from '../../db/client';
import { countNotifications, listNotifications, markNotificationsRead } from './service';

const spec = routeSpecs(['notifications']);
const access = { ability: 'notifications.use' } as const;

export function registerNotificationRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/notifications',
    spec({
      access,
      operationId: 'listNotifications',
      summary:
        "The bell: the newest 30 of the last 30 days' online bookings, cancellations, unread client messages, low stock and undelivered emails the member may see, with read state",
      response: { 200: notificationListSchema },
    }),
    async (request) => listNotifications(db, requireAuth(request)),
  );

  r.get(
    '/api/notifications/count',
    spec({
      access,
      operationId: 'countNotifications',
      summary: "The bell's badge: unread notifications, the same count as the list's `unread`",
      response: { 200: notificationCountSchema },
    }),
    async (request) => ({
      count: await countNotifications(db, requireAuth(request)),
    }),
  );

  r.post(
    '/api/notifications/read',
    spec({
      access,
      operationId: 'markNotificationsRead',
      summary: "Mark notifications read by id ('booking:12'); ids outside the member's bell are ignored",
      body: markNotificationsReadSchema,
      response: { 204: z.null().describe('Marked') },
    }),
    async (request, reply) => {
      await markNotificationsRead(db, requireAuth(request), request.body.ids);
      return reply.code(204).send(null);
    },
  );

  r.post(
    '/api/notifications/read-all',
    spec({
      access,
      operationId: 'markAllNotificationsRead',
      summary: "Mark every one of the member's current notifications read",
      response: { 204: z.null().describe('Marked') },
    }),
    async (request, reply) => {
      await markNotificationsRead(db, requireAuth(request), 'all');
      return reply.code(204).send(null);
    },
  );
}
