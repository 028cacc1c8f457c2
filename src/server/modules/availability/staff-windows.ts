import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { WeeklyWindow } from '../../../contract/weekly-hours';
import type { DbOrTx } from '../../db/client';
import { availabilityWindows, staff } from '../../db/schema/index';

/** The weekly windows of these businesses' active staff (removed members' are gone with them). */
export async function staffWindowsOf(
  db: DbOrTx,
  businessIds: number[],
): Promise<(WeeklyWindow & { businessId: number })[]> {
  if (businessIds.length === 0) return [];
  return db
    .select({
      businessId: availabilityWindows.businessId,
      dayOfWeek: availabilityWindows.dayOfWeek,
      startTime: availabilityWindows.startTime,
      endTime: availabilityWindows.endTime,
    })
    .from(availabilityWindows)
    .innerJoin(staff, eq(staff.id, availabilityWindows.staffId))
    .where(
      and(
        inArray(availabilityWindows.businessId, businessIds),
        eq(staff.businessId, availabilityWindows.businessId),
        eq(availabilityWindows.isActive, true),
        eq(staff.isActive, true),
        isNull(staff.removedAt),
      ),
    );
}
