import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SERVICE_NOT_FOUND } from '../../../contract/appointments';
import { idParamsSchema } from '../../../contract/common';
import {
  type PublicBookingResult,
  type PublicBusiness,
  publicBookingSchema,
  type SlotsResponse,
  slotsQuerySchema,
} from '../../../contract/public-booking';
import type { Database } from '../../db/client';
import { businesses, services } from '../../db/schema/index';
import { badRequest, notFound } from '../../lib/http-errors';
import { parse } from '../../lib/validate';
import { bookAppointment } from '../appointments/booking';
import { findSlots } from '../slots/repository';

/** A booking page loads the business, then slots per date picked: reads need room, writes less. */
const READS = { max: 120, timeWindow: '1 minute' };
const BOOKINGS = { max: 10, timeWindow: '1 minute' };

function businessIdFrom(params: unknown): number {
  const parsed = idParamsSchema.safeParse(params);
  if (!parsed.success) throw notFound('Business not found');
  return parsed.data.id;
}

export function registerPublicBookingRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.get(
    '/api/public/businesses/:id',
    {
      config: {
        access: { public: true },
        rateLimit: READS,
        docs: { summary: 'A business and its active services, for its booking page', tag: 'public' },
      },
    },
    async (request): Promise<PublicBusiness> => {
      const id = businessIdFrom(request.params);
      const [business] = await db.select().from(businesses).where(eq(businesses.id, id)).limit(1);
      if (!business) throw notFound('Business not found');
      const offered = await db
        .select({
          id: services.id,
          name: services.name,
          description: services.description,
          duration: services.duration,
          price: services.price,
        })
        .from(services)
        .where(and(eq(services.businessId, id), eq(services.isActive, true)))
        .orderBy(asc(services.name), asc(services.id));
      return {
        id: business.id,
        name: business.name,
        address: business.address,
        city: business.city,
        state: business.state,
        zip: business.zip,
        phone: business.phone,
        email: business.email,
        hoursText: business.hoursText,
        timezone: business.timezone,
        services: offered.map((s) => ({ ...s, price: Number(s.price).toFixed(2) })),
      };
    },
  );

  app.get(
    '/api/public/businesses/:id/slots',
    {
      config: {
        access: { public: true },
        rateLimit: READS,
        docs: { summary: 'Free start times of one local day for a service', tag: 'public' },
      },
    },
    async (request): Promise<SlotsResponse> => {
      const businessId = businessIdFrom(request.params);
      const query = parse(slotsQuerySchema, request.query);
      const found = await findSlots(db, { businessId, ...query, now: new Date() });
      if (!found) throw notFound('Business not found');
      if (!found.serviceFound)
        throw badRequest(SERVICE_NOT_FOUND, [{ path: 'serviceId', message: SERVICE_NOT_FOUND }]);
      return { date: query.date, timezone: found.timezone, slots: found.slots };
    },
  );

  app.post(
    '/api/public/businesses/:id/appointments',
    {
      config: {
        access: { public: true },
        rateLimit: BOOKINGS,
        docs: { summary: 'Book an offered slot (no sign-in)', tag: 'public', body: publicBookingSchema },
      },
    },
    async (request, reply): Promise<PublicBookingResult> => {
      const businessId = businessIdFrom(request.params);
      const input = parse(publicBookingSchema, request.body);
      const { appointment, service, timezone } = await bookAppointment(db, {
        ...input,
        businessId,
        channel: 'public',
      });
      reply.code(201);
      return {
        id: appointment.id,
        date: appointment.date,
        startTime: appointment.startTime,
        endTime: appointment.endTime,
        timezone,
        status: appointment.status,
        service: { name: service.name, duration: service.duration, price: Number(service.price).toFixed(2) },
      };
    },
  );
}
