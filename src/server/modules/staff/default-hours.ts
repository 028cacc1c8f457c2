import { eq } from 'drizzle-orm';
import { unionOfRanges } from '../../../contract/weekly-hours';
import type { DbOrTx } from '../../db/client';
import { availabilityWindows, businesses } from '../../db/schema/index';
import { staffWindowsOf } from '../availability';

/**
 * A new staff member starts with the business's hours (issue 33): for each weekday, the union of the active
 * team's active weekly windows, the hours the booking page shows. Without them nobody added after the hours
 * were set could be booked online. A business with no hours yet gives none; the owner sets them in
 * Availability, and the Staff screen says who can't be booked and why.
 */
export async function giveBusinessHours(tx: DbOrTx, businessId: number, staffId: number): Promise<number> {
  const [business] = await tx
    .select({ timezone: businesses.timezone })
    .from(businesses)
    .where(eq(businesses.id, businessId));
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
      timezone: business?.timezone ?? 'UTC',
    })),
  );
  if (rows.length > 0) await tx.insert(availabilityWindows).values(rows);
  return rows.length;
}
