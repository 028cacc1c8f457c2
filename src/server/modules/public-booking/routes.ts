import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../contract/common';
import { apiErrorBodySchema } from '../../../contract/errors';
import {
  publicBookingResultSchema,
  publicBookingSchema,
  publicBusinessSchema,
  slotsQuerySchema,
  slotsResponseSchema,
} from '../../../contract/public-booking';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { findPublicBusiness, findPublicBusinessBySlug } from './repository';
import { bookPublicAppointment, listPublicSlots } from './service';

/** A booking page loads the business, then slots per date picked: reads need room, writes less. */
const READS = { max: 120, timeWindow: '1 minute' };
const BOOKINGS = { max: 10, timeWindow: '1 minute' };

const tags = ['public'];
const SLUG_SHAPE = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const businessNotFound = () => notFound('Business not found');

/**
 * A signed-in member of this business (the booking dialogs inside the app read these same slots): the
 * front desk may book any time, so the booking settings' notice and window are not applied to them.
 */
const isMemberOf = (request: FastifyRequest, businessId: number) => request.auth?.businessId === businessId;

export function registerPublicBookingRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/public/businesses/:id',
    {
      config: { access: { public: true }, rateLimit: READS, etag: true },
      schema: {
        operationId: 'getPublicBusiness',
        summary: 'A business and its active services, for its booking page',
        tags,
        params: idParamsSchema,
        response: { 200: publicBusinessSchema },
      },
    },
    async (request) => {
      const business = await findPublicBusiness(db, request.params.id);
      if (!business) throw businessNotFound();
      return business;
    },
  );

  r.get(
    '/api/public/businesses/by-slug/:slug',
    {
      config: { access: { public: true }, rateLimit: READS, etag: true },
      schema: {
        operationId: 'getPublicBusinessBySlug',
        summary: 'A business and its active services, by its booking link (/booking?business={slug})',
        tags,
        params: z.object({ slug: z.string().max(200) }),
        response: { 200: publicBusinessSchema },
      },
    },
    async (request) => {
      const slug = request.params.slug.toLowerCase();
      // Only a well-formed slug can name a business; anything else is not found, like an unknown one.
      const business = SLUG_SHAPE.test(slug) ? await findPublicBusinessBySlug(db, slug) : undefined;
      if (!business) throw businessNotFound();
      return business;
    },
  );

  r.get(
    '/api/public/businesses/:id/slots',
    {
      config: { access: { public: true }, rateLimit: READS, etag: true },
      schema: {
        operationId: 'listPublicSlots',
        summary:
          "Free start times of one local day for a service, within the business's minimum notice and booking window (not applied to its signed-in members)",
        tags,
        params: idParamsSchema,
        querystring: slotsQuerySchema,
        response: { 200: slotsResponseSchema },
      },
    },
    async (request) =>
      listPublicSlots(db, request.params.id, request.query, {
        member: isMemberOf(request, request.params.id),
      }),
  );

  r.post(
    '/api/public/businesses/:id/appointments',
    {
      config: { access: { public: true }, rateLimit: BOOKINGS },
      schema: {
        operationId: 'bookPublicAppointment',
        summary: 'Book an offered slot (no sign-in)',
        tags,
        params: idParamsSchema,
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
      },
    },
    async (request, reply) => {
      reply.code(201);
      return bookPublicAppointment(db, request.params.id, request.body, {
        member: isMemberOf(request, request.params.id),
      });
    },
  );
}
