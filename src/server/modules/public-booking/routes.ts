import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
import { findPublicBusiness } from './repository';
import { bookPublicAppointment, listPublicSlots } from './service';

/** A booking page loads the business, then slots per date picked: reads need room, writes less. */
const READS = { max: 120, timeWindow: '1 minute' };
const BOOKINGS = { max: 10, timeWindow: '1 minute' };

const tags = ['public'];
const businessNotFound = () => notFound('Business not found');

export function registerPublicBookingRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/public/businesses/:id',
    {
      config: { access: { public: true }, rateLimit: READS },
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
    '/api/public/businesses/:id/slots',
    {
      config: { access: { public: true }, rateLimit: READS },
      schema: {
        operationId: 'listPublicSlots',
        summary: 'Free start times of one local day for a service',
        tags,
        params: idParamsSchema,
        querystring: slotsQuerySchema,
        response: { 200: slotsResponseSchema },
      },
    },
    async (request) => listPublicSlots(db, request.params.id, request.query),
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
          403: apiErrorBodySchema.describe(
            "The business's monthly appointment limit is reached, or a cross-site request",
          ),
          409: apiErrorBodySchema.describe('The time slot is taken'),
        },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return bookPublicAppointment(db, request.params.id, request.body);
    },
  );
}
