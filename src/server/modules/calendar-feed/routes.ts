import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { exportAppointmentsQuerySchema } from '../../../contract/appointments';
import type { CalendarFeed } from '../../../contract/calendar-feed';
import type { Database } from '../../db/client';
import { businesses } from '../../db/schema/index';
import { notFound } from '../../lib/http-errors';
import { parse } from '../../lib/validate';
import { requireAuth } from '../auth/access';
import { SCHEDULE_MANAGERS } from '../services/routes';
import { buildCalendar } from './ics';
import { businessByToken, exportRows, feedToken, toCsv, toEvent } from './repository';

const feedUrl = (request: FastifyRequest, token: string) =>
  `${request.protocol}://${request.host}/api/public/calendar/${token}.ics`;

export function registerCalendarFeedRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.get(
    '/api/calendar-feed',
    {
      config: {
        docs: { summary: 'Secret iCalendar subscription URL (created on first call)', tag: 'calendar' },
      },
    },
    async (request): Promise<CalendarFeed> => ({
      url: feedUrl(request, await feedToken(db, requireAuth(request).businessId, false)),
    }),
  );

  app.post(
    '/api/calendar-feed/rotate',
    {
      config: {
        access: { roles: SCHEDULE_MANAGERS },
        docs: { summary: 'Replace the subscription URL; the old one stops working', tag: 'calendar' },
      },
    },
    async (request): Promise<CalendarFeed> => ({
      url: feedUrl(request, await feedToken(db, requireAuth(request).businessId, true)),
    }),
  );

  app.get(
    '/api/public/calendar/:file',
    {
      config: {
        access: { public: true },
        rateLimit: { max: 60, timeWindow: '1 minute' },
        docs: { summary: 'Upcoming appointments as iCalendar, for calendar apps', tag: 'calendar' },
      },
    },
    async (request, reply) => {
      const file = String((request.params as { file?: string }).file ?? '');
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
            rows.map((r) => toEvent(r, request.host)),
          ),
        );
    },
  );

  app.get(
    '/api/appointments/export',
    { config: { docs: { summary: 'Export a local date range as .ics or .csv', tag: 'appointments' } } },
    async (request, reply) => {
      const query = parse(exportAppointmentsQuerySchema, request.query);
      const { businessId } = requireAuth(request);
      const [business] = await db
        .select({ name: businesses.name })
        .from(businesses)
        .where(eq(businesses.id, businessId));
      const rows = await exportRows(db, businessId, query);
      const name = `schedule-${query.startDate}-to-${query.endDate}.${query.format}`;
      reply.header('content-disposition', `attachment; filename="${name}"`);
      if (query.format === 'csv')
        return reply.header('content-type', 'text/csv; charset=utf-8').send(toCsv(rows));
      return reply.header('content-type', 'text/calendar; charset=utf-8').send(
        buildCalendar(
          business?.name ?? 'Schedule',
          rows.map((r) => toEvent(r, request.host)),
        ),
      );
    },
  );
}
