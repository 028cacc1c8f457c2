import { and, asc, eq, exists, not, or, type SQL, sql } from 'drizzle-orm';
import type { NotBookableReason, NotBookableStaff } from '../../../contract/online-booking';
import type { DbOrTx } from '../../db/client';
import { availabilityWindows, serviceStaff, services, staff } from '../../db/schema/index';
import { inTenant } from '../../db/tenant';

/**
 * The two rules that make a staff member bookable online, as conditions on the `staff` row (and, for
 * `performs`, the `services` row beside it), for this list and for the booking page's staff choice:
 * - `hasHours`: active weekly hours of their own, or none set by the business yet (before it sets any window,
 *   everyone is offered 09:00 to 17:30, slots/repository.ts);
 * - `performs`: the service names them, or names no one (then it is everyone's).
 */
export function bookability(db: DbOrTx, businessId: number) {
  const anyWindow = exists(
    db.select({ one: sql`1` }).from(availabilityWindows).where(inTenant(availabilityWindows, businessId)),
  );
  const ownWindow = exists(
    db
      .select({ one: sql`1` })
      .from(availabilityWindows)
      .where(and(eq(availabilityWindows.staffId, staff.id), eq(availabilityWindows.isActive, true))),
  );
  const named = db
    .select({ one: sql`1` })
    .from(serviceStaff)
    .where(and(eq(serviceStaff.serviceId, services.id), eq(serviceStaff.staffId, staff.id)));
  const anyoneNamed = db
    .select({ one: sql`1` })
    .from(serviceStaff)
    .where(eq(serviceStaff.serviceId, services.id));
  return {
    hasHours: or(not(anyWindow), ownWindow) as SQL,
    performs: or(not(exists(anyoneNamed)), exists(named)) as SQL,
  };
}

/**
 * The active staff members the booking page can't offer, and why (issue 33): no active weekly hours while the
 * business has set hours (before it sets any, everyone gets the default day), or no active service they perform (a service with no one named is everyone's). Inactive members are left out:
 * they are off the booking page on purpose.
 */
export async function staffNotBookableOnline(db: DbOrTx, businessId: number): Promise<NotBookableStaff[]> {
  const { hasHours, performs } = bookability(db, businessId);
  const hasService = exists(
    db
      .select({ one: sql`1` })
      .from(services)
      .where(and(inTenant(services, businessId), eq(services.isActive, true), performs)),
  );
  const rows = await db
    .select({
      staffId: staff.id,
      firstName: staff.firstName,
      lastName: staff.lastName,
      hasHours: sql<boolean>`${hasHours}`,
      hasService: sql<boolean>`${hasService}`,
    })
    .from(staff)
    .where(and(inTenant(staff, businessId), eq(staff.isActive, true)))
    .orderBy(asc(staff.firstName), asc(staff.id));
  return rows.flatMap((row) => {
    const reasons: NotBookableReason[] = [];
    if (!row.hasHours) reasons.push('noHours');
    if (!row.hasService) reasons.push('noServices');
    return reasons.length === 0
      ? []
      : [{ staffId: row.staffId, name: `${row.firstName} ${row.lastName}`, reasons }];
  });
}
