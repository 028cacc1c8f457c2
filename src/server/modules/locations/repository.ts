import { and, asc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Location } from '../../../contract/locations';
import type { DbOrTx } from '../../db/client';
import { appointments, locations, staff } from '../../db/schema/index';
import { idInTenant, inTenant } from '../../db/tenant';

/**
 * Active staff members (not removed) who work at the location. The outer columns are spelled out with their
 * table: Drizzle prints a lone column unqualified in a select list, which inside the subquery would be staff's.
 */
const staffCount = sql<number>`(select count(*)::int from staff s
  where s.business_id = "locations"."business_id" and s.removed_at is null and s.is_active
    and "locations"."id" = any(s.location_ids))`;

const columns = {
  id: locations.id,
  name: locations.name,
  address: locations.address,
  city: locations.city,
  state: locations.state,
  zipCode: locations.zipCode,
  country: locations.country,
  phone: locations.phone,
  email: locations.email,
  timezone: locations.timezone,
  businessHours: locations.businessHours,
  isActive: locations.isActive,
  staffCount,
};

const toLocation = (row: Omit<Location, 'staffCount'> & { staffCount: number | string }): Location => ({
  ...row,
  businessHours: row.businessHours ?? null,
  staffCount: Number(row.staffCount),
});

export async function listLocationRows(db: DbOrTx, businessId: number): Promise<Location[]> {
  const rows = await db
    .select(columns)
    .from(locations)
    .where(inTenant(locations, businessId))
    .orderBy(asc(locations.name), asc(locations.id));
  return rows.map(toLocation);
}

export async function findLocation(
  db: DbOrTx,
  businessId: number,
  id: number,
): Promise<Location | undefined> {
  const [row] = await db
    .select(columns)
    .from(locations)
    .where(idInTenant(locations, id, businessId))
    .limit(1);
  return row ? toLocation(row) : undefined;
}

/** The location's stored row (its timezone, name and address for messages), any state. */
export async function findLocationRow(db: DbOrTx, businessId: number, id: number) {
  const [row] = await db
    .select()
    .from(locations)
    .where(idInTenant(locations, id, businessId));
  return row;
}

/** Locks the row, so a deactivation and a booking there decide one after the other. */
export async function lockLocation(db: DbOrTx, businessId: number, id: number) {
  const [row] = await db
    .select()
    .from(locations)
    .where(idInTenant(locations, id, businessId))
    .limit(1)
    .for('update');
  return row;
}

export async function nameTaken(db: DbOrTx, businessId: number, name: string, exceptId?: number) {
  const [row] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(
      and(
        inTenant(locations, businessId),
        eq(locations.name, name),
        exceptId === undefined ? undefined : ne(locations.id, exceptId),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function insertLocation(db: DbOrTx, values: typeof locations.$inferInsert): Promise<number> {
  const [row] = await db.insert(locations).values(values).returning({ id: locations.id });
  if (!row) throw new Error('insert returned no location');
  return row.id;
}

export async function updateLocationRow(
  db: DbOrTx,
  businessId: number,
  id: number,
  values: Partial<typeof locations.$inferInsert>,
) {
  await db
    .update(locations)
    .set({ ...values, updatedAt: new Date() })
    .where(idInTenant(locations, id, businessId));
}

/** Appointments still to come at the location (not cancelled, completed or missed). */
export async function countUpcomingAt(db: DbOrTx, businessId: number, locationId: number, now: Date) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(appointments)
    .where(
      and(
        inTenant(appointments, businessId),
        eq(appointments.locationId, locationId),
        gt(appointments.startsAt, now),
        inArray(appointments.status, ['pending', 'confirmed']),
      ),
    );
  return Number(row?.n ?? 0);
}

/** Which of these ids are active locations of the business. */
export async function activeLocationIds(db: DbOrTx, businessId: number, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(inTenant(locations, businessId), inArray(locations.id, ids), eq(locations.isActive, true)));
  return rows.map((row) => row.id);
}

/** A deactivated location leaves the staff and services that named it. */
export async function forgetLocation(db: DbOrTx, businessId: number, locationId: number) {
  await db
    .update(staff)
    .set({ locationIds: sql`array_remove(${staff.locationIds}, ${locationId})` })
    .where(
      and(
        inTenant(staff, businessId),
        isNull(staff.removedAt),
        sql`${locationId} = any(${staff.locationIds})`,
      ),
    );
  await db.execute(sql`update services set location_ids = array_remove(location_ids, ${locationId})
    where business_id = ${businessId} and ${locationId} = any(location_ids)`);
}
