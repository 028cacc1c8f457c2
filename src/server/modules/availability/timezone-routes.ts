import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { timezoneSettingsSchema, updateTimezoneSchema } from '../../../contract/availability';
import { requireAuth } from '../../core/access';
import { routeSpecs } from '../../core/route-spec';
import type { Database } from '../../db/client';
import { changeTimezone, readTimezoneSettings } from './timezone-service';

const spec = routeSpecs(['availability']);

export function registerTimezoneRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/timezone',
    spec({
      access: { ability: 'appointments.view' },
      operationId: 'getTimezoneSettings',
      summary: 'Timezone settings of the business',
      response: { 200: timezoneSettingsSchema },
    }),
    async (request) => readTimezoneSettings(db, requireAuth(request).businessId),
  );

  r.put(
    '/api/timezone',
    spec({
      access: { ability: 'schedule.manage' },
      operationId: 'updateTimezoneSettings',
      summary: 'Set the business timezone',
      body: updateTimezoneSchema,
      response: { 200: timezoneSettingsSchema },
    }),
    async (request) => changeTimezone(db, requireAuth(request).businessId, request.body),
  );
}
