import { unionOfRanges } from '../../../contract/weekly-hours';
import { businessTimezone } from '../../core/timezone';
import type { DbOrTx } from '../../db/client';
import { staffWindowsOf } from '../availability';
import { insertAvailabilityWindows } from './repository';

/**
 * A new staff member starts with the business's hours (issue 33): for each weekday, the union of the active
 * team's active weekly windows, the hours the booking page shows. Without them nobody added after the hours
 * were set could be booked online. A business with no hours yet gives none; the owner sets them in
 * Availability, and the Staff screen says who can't be booked and why.
 */
export async function giveBusinessHours(tx: DbOrTx, businessId: number, staffId: number): Promise<number> {
  const timezone = await businessTimezone(tx, businessId);
  // The same windows the booking page's hours are derived from (the new member has none yet).
  const windows = await staffWindowsOf(tx, [businessId]);
  const rows = [0, 1, 2, 3, 4, 5, 6].flatMap((dayOfWeek) =>
    unionOfRanges(
      windows
        .filter((w) => w.dayOfWeek === dayOfWeek)
        .map((w) => [w.startTime, w.endTime] as [string, string]),
    ).map(([startTime, endTime]) => ({
      businessId,
      staffId,
      dayOfWeek,
      startTime,
      endTime,
      timezone,
    })),
  );
  if (rows.length > 0) await insertAvailabilityWindows(tx, rows);
  return rows.length;
}
