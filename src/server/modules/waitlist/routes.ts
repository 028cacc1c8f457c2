import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../contract/common';
import { apiErrorBodySchema } from '../../../contract/errors';
import { joinWaitlistSchema, listWaitlistQuerySchema, waitlistItemSchema } from '../../../contract/waitlist';
import { requireAuth } from '../../core/access';
import { routeSpecs } from '../../core/route-spec';
import type { Database } from '../../db/client';
import { addToWaitlist } from './desk';
import { listWaitlist, removeFromWaitlist } from './entries';

const spec = routeSpecs(['waitlist']);

/** The front desk's waitlist of a day (clients who joined from the booking page). */
export function registerWaitlistRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/waitlist',
    spec({
      access: { ability: 'waitlist.manage', feature: 'front_desk' },
      operationId: 'listWaitlist',
      summary: "One day's waitlist, first come first",
      querystring: listWaitlistQuerySchema,
      response: { 200: z.array(waitlistItemSchema) },
    }),
    async (request) => listWaitlist(db, requireAuth(request).businessId, request.query.date),
  );

  r.post(
    '/api/waitlist',
    spec({
      access: { ability: 'waitlist.manage', feature: 'front_desk' },
      operationId: 'addToWaitlist',
      summary: 'Put a caller on the waitlist of a day (the front desk)',
      description:
        'As joining from the booking page, also on a day that still has free times; the client is emailed an offer with its own link when a time frees up.',
      body: joinWaitlistSchema,
      response: {
        201: waitlistItemSchema,
        400: apiErrorBodySchema.describe('Bad input, a past day or an unknown service'),
        409: apiErrorBodySchema.describe('The client is already waiting that day, or the day is closed'),
      },
    }),
    async (request, reply) => {
      reply.code(201);
      return addToWaitlist(db, requireAuth(request).businessId, request.body);
    },
  );

  r.delete(
    '/api/waitlist/:id',
    spec({
      access: { ability: 'waitlist.manage', feature: 'front_desk' },
      operationId: 'removeFromWaitlist',
      summary: 'Take someone off the waitlist (a time held for them goes to the next person)',
      params: idParamsSchema,
      response: { 204: z.null().describe('Removed') },
    }),
    async (request, reply) => {
      await removeFromWaitlist(db, requireAuth(request).businessId, request.params.id);
      return reply.code(204).send(null);
    },
  );
}
