import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorBodySchema } from '../../../contract/errors';
import {
  bookHeldTimeResultSchema,
  joinWaitlistResultSchema,
  joinWaitlistSchema,
  WAITLIST_NOT_FOUND,
  waitlistStatusSchema,
  waitlistTokenParamsSchema,
} from '../../../contract/waitlist';
import { publicBusinessId, publicBusinessParamsSchema } from '../../core/public-business';
import { routeSpecs } from '../../core/route-spec';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { findEntryByLink } from '../waitlist-holds';
import { bookHeldTime } from './claim';
import { joinWaitlist, leaveWaitlist, statusView } from './entries';

const spec = routeSpecs(['public waitlist']);
const READS = { max: 120, timeWindow: '1 minute' };
const WRITES = { max: 10, timeWindow: '1 minute' };

/** The client's side of the waitlist: join a full day, see their place or held time, book it, or leave. */
export function registerPublicWaitlistRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  const entryOf = async (token: string) => {
    const entry = await findEntryByLink(db, token);
    if (!entry) throw notFound(WAITLIST_NOT_FOUND);
    return entry;
  };

  r.post(
    '/api/public/businesses/:business/waitlist',
    spec({
      access: { public: true },
      rateLimit: WRITES,
      operationId: 'joinWaitlist',
      summary: 'Join the waitlist of a day with no free time for a service (no sign-in)',
      params: publicBusinessParamsSchema,
      body: joinWaitlistSchema,
      response: {
        201: joinWaitlistResultSchema,
        400: apiErrorBodySchema.describe('Bad input, a past day, a day past the booking window'),
        404: apiErrorBodySchema.describe('No such business'),
        409: apiErrorBodySchema.describe(
          "The day still has free times, the client is already waiting, or the business's plan has no waitlist",
        ),
      },
    }),
    async (request, reply) => {
      const businessId = await publicBusinessId(db, request.params.business);
      reply.code(201);
      return joinWaitlist(db, businessId, request.body);
    },
  );

  r.get(
    '/api/public/waitlist/:token',
    spec({
      access: { public: true },
      rateLimit: READS,
      operationId: 'getWaitlistStatus',
      summary: "A waitlisted client's place, or the time held for them",
      params: waitlistTokenParamsSchema,
      response: { 200: waitlistStatusSchema, 404: apiErrorBodySchema.describe('No such link') },
    }),
    async (request) => statusView(db, await entryOf(request.params.token)),
  );

  r.post(
    '/api/public/waitlist/:token/book',
    spec({
      access: { public: true },
      rateLimit: WRITES,
      operationId: 'bookHeldTime',
      summary: 'Book the time held for a waitlisted client',
      params: waitlistTokenParamsSchema,
      response: {
        201: bookHeldTimeResultSchema,
        404: apiErrorBodySchema.describe('No such link'),
        409: apiErrorBodySchema.describe('No time is held any more (expired, booked or left)'),
      },
    }),
    async (request, reply) => {
      reply.code(201);
      return bookHeldTime(db, request.params.token);
    },
  );

  r.delete(
    '/api/public/waitlist/:token',
    spec({
      access: { public: true },
      rateLimit: WRITES,
      operationId: 'leaveWaitlist',
      summary: 'Leave the waitlist (a held time goes to the next person)',
      params: waitlistTokenParamsSchema,
      response: { 204: z.null().describe('Left'), 404: apiErrorBodySchema.describe('No such link') },
    }),
    async (request, reply) => {
      await leaveWaitlist(db, await entryOf(request.params.token));
      return reply.code(204).send(null);
    },
  );
}
