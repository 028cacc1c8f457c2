import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { timezoneSettingsSchema, updateTimezoneSchema } from '../../../contract/availability';
import type { Database } from '../../db/client';
import { relocalizeAppointments } from '../appointments/repository';
import { requireAuth } from '../auth/access';
import { readTimezoneSettings, setBusinessTimezone, upsertTimezoneSettings } from './timezone-repository';

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
    async (request) => {
      const input = request.body;
      const { businessId } = requireAuth(request);
      return db.transaction(async (tx) => {
        const current = await readTimezoneSettings(tx, businessId);
        const next = {
          primaryTimezone: input.primaryTimezone,
          displayTimezone: input.displayTimezone ?? current.displayTimezone,
          autoDetectClientTimezone: input.autoDetectClientTimezone ?? current.autoDetectClientTimezone,
        };
        await setBusinessTimezone(tx, businessId, next.primaryTimezone);
        // Appointments keep their instants; their local date and times follow the new zone.
        await relocalizeAppointments(tx, businessId, next.primaryTimezone);
        await upsertTimezoneSettings(tx, businessId, next);
        return readTimezoneSettings(tx, businessId);
      });
    },
  );
}
