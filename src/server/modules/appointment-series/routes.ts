import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createdSeriesSchema,
  createSeriesSchema,
  previewSeriesSchema,
  seriesFromParamsSchema,
  seriesItemSchema,
  seriesParamsSchema,
  seriesPreviewSchema,
  updateSeriesFromSchema,
} from '../../../contract/appointment-series';
import { apiErrorBodySchema } from '../../../contract/errors';
import { requireAuth } from '../../core/access';
import { routeSpecs } from '../../core/route-spec';
import type { Database } from '../../db/client';
import { bookSeries, changeSeriesFrom, getSeries, previewSeries } from './service';

const spec = routeSpecs(['appointments']);
const slotTaken = apiErrorBodySchema.describe('One of the visits is taken: nothing was written');
const limitReached = apiErrorBodySchema.describe(
  "Missing role, another staff member named by a member limited to their own, or the plan's monthly appointment limit is reached",
);

/** Recurring appointments: every N weeks at one local time; each visit is a real appointment. */
export function registerAppointmentSeriesRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/appointment-series/preview',
    spec({
      access: { ability: 'appointments.book' },
      operationId: 'previewAppointmentSeries',
      summary: "A recurring booking's visits, each free or why not (taken, blocked, past); nothing is booked",
      body: previewSeriesSchema,
      response: { 200: seriesPreviewSchema, 403: limitReached },
    }),
    async (request) => previewSeries(db, requireAuth(request), request.body),
  );

  r.post(
    '/api/appointment-series',
    spec({
      access: { ability: 'appointments.book' },
      operationId: 'createAppointmentSeries',
      summary: 'Book the confirmed visits of a recurring series, all or none',
      body: createSeriesSchema,
      response: { 201: createdSeriesSchema, 403: limitReached, 409: slotTaken },
    }),
    async (request, reply) => {
      reply.code(201);
      return bookSeries(db, requireAuth(request), request.body);
    },
  );

  r.get(
    '/api/appointment-series/:seriesId',
    spec({
      access: { ability: 'appointments.view' },
      operationId: 'getAppointmentSeries',
      summary: 'A recurring series: its rule and its appointments',
      params: seriesParamsSchema,
      response: { 200: seriesItemSchema },
    }),
    async (request) => getSeries(db, requireAuth(request), request.params.seriesId),
  );

  r.put(
    '/api/appointment-series/:seriesId/from/:appointmentId',
    spec({
      access: { ability: 'appointments.update' },
      operationId: 'updateAppointmentSeriesFrom',
      summary: 'Move or cancel this occurrence and every later one of the series not cancelled',
      params: seriesFromParamsSchema,
      body: updateSeriesFromSchema,
      response: { 200: seriesItemSchema, 403: limitReached, 409: slotTaken },
    }),
    async (request) => changeSeriesFrom(db, requireAuth(request), request.params, request.body),
  );
}
