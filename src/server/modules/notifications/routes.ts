import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { requireAuth } from '../auth/access';
import { countNotifications } from './service';

export function registerNotificationRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/notifications/count',
    {
      config: { access: { ability: 'account.use' } },
      schema: {
        operationId: 'countNotifications',
        summary: 'Pending bookings in the next 48 hours plus unread client messages',
        tags: ['notifications'],
        response: { 200: z.object({ count: z.number().int() }) },
      },
    },
    async (request) => ({
      count: await countNotifications(db, requireAuth(request)),
    }),
  );
}
