import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { requireAuth } from '../auth/access';
import { countNotifications } from './service';

export function registerNotificationRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.get(
    '/api/notifications/count',
    {
      config: {
        docs: {
          summary: 'Pending bookings in the next 48 hours plus unread client messages',
          tag: 'notifications',
        },
      },
    },
    async (request) => ({
      count: await countNotifications(db, requireAuth(request).businessId),
    }),
  );
}
