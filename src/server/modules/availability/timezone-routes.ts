import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { timezoneSettingsSchema, updateTimezoneSchema } from '../../../contract/availability';
import { requireAuth } from '../../core/access';
import type { Database } from '../../db/client';
import { changeTimezone, readTimezoneSettings } from './timezone-service';

const tags = ['availability'];

export function registerTimezoneRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/timezone',
    {
      config: { access: { ability: 'appointments.view' } },
      schema: {
        operationId: 'getTimezoneSettings',
        summary: 'Timezone settings of the business',
        tags,
        response: { 200: timezoneSettingsSchema },
      },
    },
    async (request) => readTimezoneSettings(db, requireAuth(request).businessId),
  );

  r.put(
    '/api/timezone',
    {
      config: { access: { ability: 'schedule.manage' } },
      schema: {
        operationId: 'updateTimezoneSettings',
        summary: 'Set the business timezone',
        tags,
        body: updateTimezoneSchema,
        response: { 200: timezoneSettingsSchema },
      },
    },
    async (request) => changeTimezone(db, requireAuth(request).businessId, request.body),
  );
}
