import { and, asc, eq, exists, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { serviceStaff, staff } from '../../db/schema/index';
import { inTenant } from '../../db/tenant';

/**
 * Active staff of the business who perform the service (no service_staff rows: everyone) and, given a
 * location, work there (no locations named: everywhere).
 */
export async function performingStaff(
  db: DbOrTx,
  businessId: number,
  serviceId: number,
  locationId: number | null = null,
): Promise<number[]> {
  const anyLinks = db.select({ one: sql`1` }).from(serviceStaff).where(eq(serviceStaff.serviceId, serviceId));
  const linked = db
    .select({ one: sql`1` })
    .from(serviceStaff)
    .where(and(eq(serviceStaff.serviceId, serviceId), eq(serviceStaff.staffId, staff.id)));
  const rows = await db
    .select({ id: staff.id })
    .from(staff)
    .where(
      and(
        inTenant(staff, businessId),
        eq(staff.isActive, true),
        or(sql`not ${exists(anyLinks)}`, exists(linked)),
        locationId === null
          ? undefined
          : sql`(cardinality(${staff.locationIds}) = 0 or ${locationId} = any(${staff.locationIds}))`,
      ),
    )
    .orderBy(asc(staff.id));
  return rows.map((r) => r.id);
}
