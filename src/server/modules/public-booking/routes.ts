import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorBodySchema } from '../../../contract/errors';
import {
  publicBookingResultSchema,
  publicBookingSchema,
  publicBusinessSchema,
  slotsQuerySchema,
  slotsResponseSchema,
} from '../../../contract/public-booking';
import { findBusinessByRef, publicBusinessId, publicBusinessParamsSchema } from '../../core/public-business';
import { routeSpecs } from '../../core/route-spec';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { bookPublicAppointment, findPublicBusiness, listPublicSlots } from './service';

/** A booking page loads the business, then slots per date picked: reads need room, writes less. */
const READS = { max: 120, timeWindow: '1 minute' };
const BOOKINGS = { max: 10, timeWindow: '1 minute' };

const spec = routeSpecs(['public']);
const businessNotFound = () => notFound('Business not found');

/**
 * A signed-in member of this business (the booking dialogs inside the app read these same slots): the
 * front desk may book any time, so the booking settings' notice and window are not applied to them.
 */
const isMemberOf = (request: FastifyRequest, businessId: number) => request.auth?.businessId === businessId;

export function registerPublicBookingRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  const byRef = async (raw: string) => {
    const found = await findBusinessByRef(db, raw);
    const business = found ? await findPublicBusiness(db, found.id) : undefined;
    if (!business) throw businessNotFound();
    return business;
  };

  r.get(
    '/api/public/businesses/:business',
    spec({
      access: { public: true },
      rateLimit: READS,
      etag: true,
      operationId: 'getPublicBusiness',
      summary:
        'A business and its active services, for its booking page, by its booking link (an old one answers the business with its slug now)',
      params: publicBusinessParamsSchema,
      response: { 200: publicBusinessSchema },
    }),
    async (request) => byRef(request.params.business),
  );

  r.get(
    '/api/public/businesses/by-slug/:slug',
    spec({
      access: { public: true },
      rateLimit: READS,
      etag: true,
      operationId: 'getPublicBusinessBySlug',
      summary: 'The same as GET /api/public/businesses/{business}, kept for links made before it',
      params: z.object({ slug: z.string().max(200) }),
      response: { 200: publicBusinessSchema },
    }),
    async (request) => byRef(request.params.slug),
  );

  r.get(
    '/api/public/businesses/:business/slots',
    spec({
      access: { public: true },
      rateLimit: READS,
      etag: true,
      operationId: 'listPublicSlots',
      summary:
        "Free start times of one local day for a service, within the business's minimum notice and booking window (not applied to its signed-in members)",
      params: publicBusinessParamsSchema,
      querystring: slotsQuerySchema,
      response: { 200: slotsResponseSchema },
    }),
    async (request) => {
      const businessId = await publicBusinessId(db, request.params.business);
      return listPublicSlots(db, businessId, request.query, { member: isMemberOf(request, businessId) });
    },
  );

  r.post(
    '/api/public/businesses/:business/appointments',
    spec({
      access: { public: true },
      rateLimit: BOOKINGS,
      operationId: 'bookPublicAppointment',
      summary: 'Book an offered slot (no sign-in)',
      params: publicBusinessParamsSchema,
      body: publicBookingSchema,
      response: {
        201: publicBookingResultSchema,
        400: apiErrorBodySchema.describe(
          'Bad input, a time not offered, or one inside the minimum notice or past the booking window',
        ),
        403: apiErrorBodySchema.describe(
          "The business's monthly appointment limit is reached, or a cross-site request",
        ),
        409: apiErrorBodySchema.describe('The time slot is taken'),
      },
    }),
    async (request, reply) => {
      const businessId = await publicBusinessId(db, request.params.business);
      reply.code(201);
      return bookPublicAppointment(db, businessId, request.body, { member: isMemberOf(request, businessId) });
    },
  );
}
