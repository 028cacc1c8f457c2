import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { requireAuth } from '../auth/access';
import { countNotifications } from './service';

export function registerNotificationRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.get('/api/notifications/count', async (request) => ({
    count: await countNotifications(db, requireAuth(request).businessId),
  }));
}
