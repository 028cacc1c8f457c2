import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../contract/common';
import { apiErrorBodySchema } from '../../../contract/errors';
import {
  createSavedReportSchema,
  REPORT_DELETED,
  savedReportSchema,
  updateSavedReportSchema,
} from '../../../contract/reports';
import { requireAuth } from '../../core/access';
import { routeSpecs } from '../../core/route-spec';
import type { Database } from '../../db/client';
import { createSavedReport, deleteSavedReport, listSavedReports, updateSavedReport } from './saved';

const spec = routeSpecs(['reports']);
const access = { ability: 'reports.view', feature: 'analytics' } as const;

export function registerSavedReportRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/reports/saved',
    spec({
      access,
      operationId: 'listSavedReports',
      summary: 'Saved reports, newest first, with their schedules',
      response: { 200: z.array(savedReportSchema) },
    }),
    async (request) => listSavedReports(db, requireAuth(request).businessId),
  );

  r.post(
    '/api/reports/saved',
    spec({
      access,
      operationId: 'createSavedReport',
      summary: 'Save a view; with a schedule, its PDF and CSV are emailed weekly or monthly',
      body: createSavedReportSchema,
      response: {
        201: savedReportSchema,
        409: apiErrorBodySchema.describe('The business has saved the most reports it may'),
      },
    }),
    async (request, reply) => {
      const auth = requireAuth(request);
      const saved = await createSavedReport(db, auth, request.body);
      return reply.code(201).send(saved);
    },
  );

  r.put(
    '/api/reports/saved/:id',
    spec({
      access,
      operationId: 'updateSavedReport',
      summary: 'Rename, reschedule, pause or resume a saved report',
      params: idParamsSchema,
      body: updateSavedReportSchema,
      response: { 200: savedReportSchema },
    }),
    async (request) =>
      updateSavedReport(db, requireAuth(request).businessId, request.params.id, request.body),
  );

  r.delete(
    '/api/reports/saved/:id',
    spec({
      access,
      operationId: 'deleteSavedReport',
      summary: 'Delete a saved report and its schedule',
      params: idParamsSchema,
      response: { 200: z.object({ message: z.string() }) },
    }),
    async (request) => {
      await deleteSavedReport(db, requireAuth(request).businessId, request.params.id);
      return { message: REPORT_DELETED };
    },
  );
}
