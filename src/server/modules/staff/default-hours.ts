import { and, eq, ne } from 'drizzle-orm';
import { unionOfRanges } from '../../../contract/weekly-hours';
import type { DbOrTx } from '../../db/client';
import { availabilityWindows, businesses, staff } from '../../db/schema/index';
import { inTenant } from '../../db/tenant';

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
  const windows = await tx
    .select({
      dayOfWeek: availabilityWindows.dayOfWeek,
      startTime: availabilityWindows.startTime,
      endTime: availabilityWindows.endTime,
    })
    .from(availabilityWindows)
    .innerJoin(staff, eq(staff.id, availabilityWindows.staffId))
    .where(
      and(
        inTenant(availabilityWindows, businessId),
        eq(availabilityWindows.isActive, true),
        eq(staff.isActive, true),
        ne(staff.id, staffId),
      ),
    );
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
