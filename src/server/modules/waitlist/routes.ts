import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../contract/common';
import { listWaitlistQuerySchema, waitlistItemSchema } from '../../../contract/waitlist';
import type { Database } from '../../db/client';
import { requireAuth } from '../auth/access';
import { listWaitlist, removeFromWaitlist } from './entries';

const tags = ['waitlist'];

/** The front desk's waitlist of a day (clients who joined from the booking page). */
export function registerWaitlistRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/waitlist',
    {
      config: { access: { ability: 'waitlist.manage', feature: 'front_desk' } },
      schema: {
        operationId: 'listWaitlist',
        summary: "One day's waitlist, first come first",
        tags,
        querystring: listWaitlistQuerySchema,
        response: { 200: z.array(waitlistItemSchema) },
      },
    },
    async (request) => listWaitlist(db, requireAuth(request).businessId, request.query.date),
  );

  r.delete(
    '/api/waitlist/:id',
    {
      config: { access: { ability: 'waitlist.manage', feature: 'front_desk' } },
      schema: {
        operationId: 'removeFromWaitlist',
        summary: 'Take someone off the waitlist (a time held for them goes to the next person)',
        tags,
        params: idParamsSchema,
        response: { 204: z.null().describe('Removed') },
      },
    },
    async (request, reply) => {
      await removeFromWaitlist(db, requireAuth(request).businessId, request.params.id);
      return reply.code(204).send(null);
    },
  );
}
