import { eq } from 'drizzle-orm';
import type { TimezoneSettings } from '../../../contract/availability';
import type { DbOrTx } from '../../db/client';
import { businesses, businessTimezones } from '../../db/schema/index';

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
