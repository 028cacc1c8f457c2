import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type TimezoneSettings, updateTimezoneSchema } from '../../../contract/availability';
import type { Database, DbOrTx } from '../../db/client';
import { businesses, businessTimezones } from '../../db/schema/index';
import { parse } from '../../lib/validate';
import { relocalizeAppointments } from '../appointments/repository';
import { requireAuth } from '../auth/access';
import { SCHEDULE_MANAGERS } from '../services/routes';

async function readSettings(db: DbOrTx, businessId: number): Promise<TimezoneSettings> {
  const [row] = await db
    .select({
      timezone: businesses.timezone,
      primaryTimezone: businessTimezones.primaryTimezone,
      displayTimezone: businessTimezones.displayTimezone,
      autoDetectClientTimezone: businessTimezones.autoDetectClientTimezone,
    })
    .from(businesses)
    .leftJoin(businessTimezones, eq(businessTimezones.businessId, businesses.id))
    .where(eq(businesses.id, businessId))
    .limit(1);
  // businesses.timezone is what slots and emails use, so it is the primary zone even before any settings row.
  return {
    primaryTimezone: row?.timezone ?? 'UTC',
    displayTimezone: row?.displayTimezone ?? row?.timezone ?? 'UTC',
    autoDetectClientTimezone: row?.autoDetectClientTimezone ?? true,
  };
}

export function registerTimezoneRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.get(
    '/api/timezone',
    { config: { docs: { summary: 'Timezone settings of the business', tag: 'availability' } } },
    async (request) => readSettings(db, requireAuth(request).businessId),
  );

  app.put(
    '/api/timezone',
    {
      config: {
        access: { roles: SCHEDULE_MANAGERS },
        docs: { summary: 'Set the business timezone', tag: 'availability', body: updateTimezoneSchema },
      },
    },
    async (request) => {
      const input = parse(updateTimezoneSchema, request.body);
      const { businessId } = requireAuth(request);
      return db.transaction(async (tx) => {
        const current = await readSettings(tx, businessId);
        const next = {
          primaryTimezone: input.primaryTimezone,
          displayTimezone: input.displayTimezone ?? current.displayTimezone,
          autoDetectClientTimezone: input.autoDetectClientTimezone ?? current.autoDetectClientTimezone,
        };
        await tx
          .update(businesses)
          .set({ timezone: next.primaryTimezone, updatedAt: new Date() })
          .where(eq(businesses.id, businessId));
        // Appointments keep their instants; their local date and times follow the new zone.
        await relocalizeAppointments(tx, businessId, next.primaryTimezone);
        await tx
          .insert(businessTimezones)
          .values({ businessId, ...next })
          .onConflictDoUpdate({
            target: businessTimezones.businessId,
            set: { ...next, updatedAt: new Date() },
          });
        return readSettings(tx, businessId);
      });
    },
  );
}
