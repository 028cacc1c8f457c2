import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { exportAppointmentsQuerySchema } from '../../../contract/appointments';
import { calendarFeedSchema, calendarFileParamsSchema } from '../../../contract/calendar-feed';
import { requireAuth } from '../../core/access';
import { routeSpecs } from '../../core/route-spec';
import type { Database } from '../../db/client';
import { textResponse } from '../../openapi/route-contract';
import { calendarFeed, calendarFile, exportSchedule } from './service';

const spec = routeSpecs(['calendar']);

const ics = textResponse('text/calendar', 'The iCalendar file (format=ics) or the CSV file (format=csv)');
const exportResponse = {
  ...ics,
  content: { ...ics.content, ...textResponse('text/csv', '').content },
};

export function registerCalendarFeedRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/calendar-feed',
    spec({
      access: { ability: 'calendarFeed.view' },
      operationId: 'getCalendarFeed',
      summary:
        "The signed-in member's own secret iCalendar subscription URL (created on first call); it stops when they are deactivated or removed",
      response: { 200: calendarFeedSchema },
    }),
    async (request) => calendarFeed(db, requireAuth(request), false),
  );

  r.post(
    '/api/calendar-feed/rotate',
    spec({
      access: { ability: 'calendarFeed.rotate' },
      operationId: 'rotateCalendarFeed',
      summary: "Replace the signed-in member's subscription URL; the old one stops working",
      response: { 200: calendarFeedSchema },
    }),
    async (request) => calendarFeed(db, requireAuth(request), true),
  );

  r.get(
    '/api/public/calendar/:file',
    spec({
      access: { public: true },
      rateLimit: { max: 60, timeWindow: '1 minute' },
      etag: true,
      operationId: 'getCalendarFeedFile',
      summary:
        "Upcoming appointments the feed's member may see (the team's, or their own), as iCalendar, for calendar apps",
      params: calendarFileParamsSchema,
      response: { 200: textResponse('text/calendar', 'The calendar') },
    }),
    async (request, reply) => {
      const calendar = await calendarFile(db, request.params.file);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .send(calendar);
    },
  );

  r.get(
    '/api/appointments/export',
    spec({
      access: { ability: 'appointments.export' },
      operationId: 'exportAppointments',
      summary: 'Export a local date range as .ics or .csv',
      tags: ['appointments'],
      querystring: exportAppointmentsQuerySchema,
      response: { 200: exportResponse },
    }),
    async (request, reply) => {
      const file = await exportSchedule(db, requireAuth(request).businessId, request.query);
      reply.header('content-disposition', `attachment; filename="${file.fileName}"`);
      const type = file.format === 'csv' ? 'text/csv; charset=utf-8' : 'text/calendar; charset=utf-8';
      return reply.header('content-type', type).send(file.body);
    },
  );
}
