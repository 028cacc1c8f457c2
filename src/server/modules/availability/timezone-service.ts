import type { z } from 'zod';
import type { TimezoneSettings, updateTimezoneSchema } from '../../../contract/availability';
import type { Database } from '../../db/client';
import {
  readTimezoneSettings,
  relocalizeAppointments,
  setBusinessTimezone,
  upsertTimezoneSettings,
} from './timezone-repository';

/** Reads that are one query: verbs of the area as they stand. */
export { readTimezoneSettings } from './timezone-repository';

/**
 * Sets the business's zone; settings not given keep their current values. Appointments keep their instants,
 * and their local date and times follow the new zone, in the same transaction.
 */
export async function changeTimezone(
  db: Database,
  businessId: number,
  input: z.output<typeof updateTimezoneSchema>,
): Promise<TimezoneSettings> {
  return db.transaction(async (tx) => {
    const current = await readTimezoneSettings(tx, businessId);
    const next = {
      primaryTimezone: input.primaryTimezone,
      displayTimezone: input.displayTimezone ?? current.displayTimezone,
      autoDetectClientTimezone: input.autoDetectClientTimezone ?? current.autoDetectClientTimezone,
    };
    await setBusinessTimezone(tx, businessId, next.primaryTimezone);
    await relocalizeAppointments(tx, businessId, next.primaryTimezone);
    await upsertTimezoneSettings(tx, businessId, next);
    return readTimezoneSettings(tx, businessId);
  });
}
