import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { TimezoneSettings } from '../../../contract/availability';
import type { DbOrTx } from '../../db/client';
import { appointments, businesses, businessTimezones } from '../../db/schema/index';
import { inTenant } from '../../db/tenant';

export async function readTimezoneSettings(db: DbOrTx, businessId: number): Promise<TimezoneSettings> {
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

/** The zone slots, emails and appointments' local times use. */
export async function setBusinessTimezone(db: DbOrTx, businessId: number, timezone: string) {
  await db.update(businesses).set({ timezone, updatedAt: new Date() }).where(eq(businesses.id, businessId));
}

export async function upsertTimezoneSettings(db: DbOrTx, businessId: number, settings: TimezoneSettings) {
  await db
    .insert(businessTimezones)
    .values({ businessId, ...settings })
    .onConflictDoUpdate({
      target: businessTimezones.businessId,
      set: { ...settings, updatedAt: new Date() },
    });
}

/**
 * After the business (or one location) changes timezone: every appointment there keeps its instants
 * (starts_at/ends_at are the truth) and its local date, start and end are rewritten in the new zone, in the
 * caller's transaction. The business's zone moves the appointments held nowhere in particular, a location's
 * those held there. Rows already in the zone are left alone, so saving the same zone again is cheap.
 */
export async function relocalizeAppointments(
  db: DbOrTx,
  businessId: number,
  timezone: string,
  locationId: number | null = null,
) {
  const local = (column: typeof appointments.startsAt, format: string) =>
    sql`to_char(${column} at time zone ${timezone}, ${format})`;
  await db
    .update(appointments)
    .set({
      date: local(appointments.startsAt, 'YYYY-MM-DD'),
      startTime: local(appointments.startsAt, 'HH24:MI'),
      endTime: local(appointments.endsAt, 'HH24:MI'),
      timezone,
      updatedAt: new Date(),
    })
    .where(
      and(
        inTenant(appointments, businessId),
        locationId === null ? isNull(appointments.locationId) : eq(appointments.locationId, locationId),
        ne(appointments.timezone, timezone),
      ),
    );
}
