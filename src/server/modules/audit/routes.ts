import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  auditEventPageSchema,
  auditSettingsSchema,
  listAuditEventsQuerySchema,
} from '../../../contract/audit';
import { requireAuth } from '../../core/access';
import { routeSpecs } from '../../core/route-spec';
import type { Database } from '../../db/client';
import { textResponse } from '../../openapi/route-contract';
import { exportActivity, getAuditSettings, listActivity, updateAuditSettings } from './service';

const spec = routeSpecs(['activity']);

/** Settings → Activity: read, export and keep; nothing here (or anywhere) edits or deletes a line. */
export function registerAuditRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/activity',
    spec({
      access: { ability: 'activity.view' },
      operationId: 'listActivity',
      summary:
        'The audit trail of sensitive actions, newest first, 50 a page: who, role, when, from where, what changed (before and after), request id',
      querystring: listAuditEventsQuerySchema,
      response: { 200: auditEventPageSchema },
    }),
    async (request) => listActivity(db, requireAuth(request).businessId, request.query),
  );

  r.get(
    '/api/activity/export',
    spec({
      access: { ability: 'activity.view' },
      operationId: 'exportActivity',
      summary: 'The filtered audit trail as CSV (at most 50,000 lines); the export is itself recorded',
      querystring: listAuditEventsQuerySchema,
      response: { 200: textResponse('text/csv', 'The CSV file') },
    }),
    async (request, reply) => {
      const csv = await exportActivity(db, requireAuth(request).businessId, request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="activity.csv"')
        .send(csv);
    },
  );

  r.get(
    '/api/activity/settings',
    spec({
      access: { ability: 'activity.view' },
      operationId: 'getActivitySettings',
      summary: 'How many days the audit trail is kept (400 to 3650)',
      response: { 200: auditSettingsSchema },
    }),
    async (request) => getAuditSettings(db, requireAuth(request).businessId),
  );

  r.put(
    '/api/activity/settings',
    spec({
      access: { ability: 'activity.view' },
      operationId: 'updateActivitySettings',
      summary: 'Keep the audit trail longer or shorter (400 to 3650 days); the change is recorded',
      body: auditSettingsSchema,
      response: { 200: auditSettingsSchema },
    }),
    async (request) => updateAuditSettings(db, requireAuth(request).businessId, request.body),
  );
}
