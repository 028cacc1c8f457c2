import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { AvailabilityWindowItem } from '../../../contract/availability';
import type { WeeklyWindow } from '../../../contract/weekly-hours';
import type { DbOrTx } from '../../db/client';
import { availabilityWindows, staff } from '../../db/schema/index';
import { idInTenant, inTenant } from '../../db/tenant';

export const windowColumns = {
  id: availabilityWindows.id,
  staffId: availabilityWindows.staffId,
  dayOfWeek: availabilityWindows.dayOfWeek,
  startTime: availabilityWindows.startTime,
  endTime: availabilityWindows.endTime,
  timezone: availabilityWindows.timezone,
  isActive: availabilityWindows.isActive,
};

export async function listWindows(
  db: DbOrTx,
  businessId: number,
  staffId?: number,
): Promise<AvailabilityWindowItem[]> {
  return db
    .select(windowColumns)
    .from(availabilityWindows)
    .where(
      and(
        inTenant(availabilityWindows, businessId),
        staffId ? eq(availabilityWindows.staffId, staffId) : undefined,
      ),
    )
    .orderBy(
      asc(availabilityWindows.staffId),
      asc(availabilityWindows.dayOfWeek),
      asc(availabilityWindows.startTime),
    );
}

export async function findWindow(db: DbOrTx, businessId: number, id: number) {
  const [row] = await db
    .select(windowColumns)
    .from(availabilityWindows)
    .where(idInTenant(availabilityWindows, id, businessId))
    .limit(1);
  return row;
}

export async function staffExists(db: DbOrTx, businessId: number, staffId: number) {
  const [row] = await db
    .select({ id: staff.id })
    .from(staff)
    .where(idInTenant(staff, staffId, businessId))
    .limit(1);
  return Boolean(row);
}

export async function insertWindow(
  db: DbOrTx,
  values: Omit<typeof availabilityWindows.$inferInsert, 'id' | 'createdAt'>,
): Promise<AvailabilityWindowItem> {
  const [created] = await db.insert(availabilityWindows).values(values).returning(windowColumns);
  if (!created) throw new Error('insert returned no availability window');
  return created;
}

export async function updateWindow(
  db: DbOrTx,
  businessId: number,
  id: number,
  changes: { startTime?: string; endTime?: string; isActive?: boolean },
): Promise<AvailabilityWindowItem | undefined> {
  const [row] = await db
    .update(availabilityWindows)
    .set(changes)
    .where(idInTenant(availabilityWindows, id, businessId))
    .returning(windowColumns);
  return row;
}

/** Whether a window of the business was deleted. */
export async function deleteWindow(db: DbOrTx, businessId: number, id: number): Promise<boolean> {
  const deleted = await db
    .delete(availabilityWindows)
    .where(idInTenant(availabilityWindows, id, businessId))
    .returning({ id: availabilityWindows.id });
  return deleted.length > 0;
}

/** Replaces one staff member's windows of `toDay` with copies of their `fromDay` windows. */
export async function copyDayWindows(
  db: DbOrTx,
  businessId: number,
  { staffId, fromDay, toDay }: { staffId: number; fromDay: number; toDay: number },
): Promise<AvailabilityWindowItem[]> {
  const ofStaff = and(inTenant(availabilityWindows, businessId), eq(availabilityWindows.staffId, staffId));
  const source = await db
    .select(windowColumns)
    .from(availabilityWindows)
    .where(and(ofStaff, eq(availabilityWindows.dayOfWeek, fromDay)));
  await db.delete(availabilityWindows).where(and(ofStaff, eq(availabilityWindows.dayOfWeek, toDay)));
  if (source.length === 0) return [];
  return db
    .insert(availabilityWindows)
    .values(
      source.map((w) => ({
        businessId,
        staffId: w.staffId,
        dayOfWeek: toDay,
        startTime: w.startTime,
        endTime: w.endTime,
        timezone: w.timezone,
        isActive: w.isActive,
      })),
    )
    .returning(windowColumns);
}

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
