import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { exportAppointmentsQuerySchema } from '../../../contract/appointments';
import { calendarFeedSchema, calendarFileParamsSchema } from '../../../contract/calendar-feed';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { publicOrigin } from '../../lib/public-url';
import { textResponse } from '../../openapi/route-contract';
import { requireAuth } from '../auth/access';
import { buildCalendar } from './ics';
import { businessByToken, businessName, exportRows, feedToken, toCsv, toEvent } from './repository';

const tags = ['calendar'];

// From PUBLIC_URL only: a forged Host header must not put a foreign address in the feed or its events' UIDs,
// and 127.0.0.1 vs localhost must not give one appointment two UIDs (calendar apps would show it twice).
const feedUrl = (token: string) => `${publicOrigin()}/api/public/calendar/${token}.ics`;
const uidHost = () => new URL(publicOrigin()).host;

const ics = textResponse('text/calendar', 'The iCalendar file (format=ics) or the CSV file (format=csv)');
const exportResponse = {
  ...ics,
  content: { ...ics.content, ...textResponse('text/csv', '').content },
};

export function registerCalendarFeedRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/calendar-feed',
    {
      config: { access: { ability: 'calendarFeed.view' } },
      schema: {
        operationId: 'getCalendarFeed',
        summary: 'Secret iCalendar subscription URL (created on first call)',
        tags,
        response: { 200: calendarFeedSchema },
      },
    },
    async (request) => ({
      url: feedUrl(await feedToken(db, requireAuth(request).businessId, false)),
    }),
  );

  r.post(
    '/api/calendar-feed/rotate',
    {
      config: { access: { ability: 'calendarFeed.rotate' } },
      schema: {
        operationId: 'rotateCalendarFeed',
        summary: 'Replace the subscription URL; the old one stops working',
        tags,
        response: { 200: calendarFeedSchema },
      },
    },
    async (request) => ({
      url: feedUrl(await feedToken(db, requireAuth(request).businessId, true)),
    }),
  );

  r.get(
    '/api/public/calendar/:file',
    {
      config: { access: { public: true }, rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        operationId: 'getCalendarFeedFile',
        summary: 'Upcoming appointments as iCalendar, for calendar apps',
        tags,
        params: calendarFileParamsSchema,
        response: { 200: textResponse('text/calendar', 'The calendar') },
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      const token = file.endsWith('.ics') ? file.slice(0, -4) : '';
      const business = token ? await businessByToken(db, token) : undefined;
      if (!business) throw notFound('Calendar not found');
      const rows = await exportRows(db, business.id, { from: new Date() });
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .send(
          buildCalendar(
            business.name,
            rows.map((r) => toEvent(r, uidHost())),
          ),
        );
    },
  );

  r.get(
    '/api/appointments/export',
    {
      config: { access: { ability: 'appointments.export' } },
      schema: {
        operationId: 'exportAppointments',
        summary: 'Export a local date range as .ics or .csv',
        tags: ['appointments'],
        querystring: exportAppointmentsQuerySchema,
        response: { 200: exportResponse },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const { businessId } = requireAuth(request);
      const name = await businessName(db, businessId);
      const rows = await exportRows(db, businessId, query);
      const fileName = `schedule-${query.startDate}-to-${query.endDate}.${query.format}`;
      reply.header('content-disposition', `attachment; filename="${fileName}"`);
      if (query.format === 'csv')
        return reply.header('content-type', 'text/csv; charset=utf-8').send(toCsv(rows));
      return reply.header('content-type', 'text/calendar; charset=utf-8').send(
        buildCalendar(
          name ?? 'Schedule',
          rows.map((r) => toEvent(r, uidHost())),
        ),
      );
    },
  );
}
