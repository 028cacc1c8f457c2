import { and, asc, eq } from 'drizzle-orm';
import type { AvailabilityWindowItem } from '../../../contract/availability';
import type { DbOrTx } from '../../db/client';
import { availabilityWindows, staff } from '../../db/schema/index';
import { inTenant } from '../../db/tenant';

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
    .where(and(inTenant(availabilityWindows, businessId), eq(availabilityWindows.id, id)))
    .limit(1);
  return row;
}

export async function staffExists(db: DbOrTx, businessId: number, staffId: number) {
  const [row] = await db
    .select({ id: staff.id })
    .from(staff)
    .where(and(inTenant(staff, businessId), eq(staff.id, staffId)))
    .limit(1);
  return Boolean(row);
}
