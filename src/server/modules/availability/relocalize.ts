import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { appointments } from '../../db/schema/index';
import { inTenant } from '../../db/tenant';

/**
 * After the business (or one location) changes timezone: every appointment there keeps its instants
 * (starts_at/ends_at are the truth) and its local date, start and end are rewritten in the new zone, in the
 * caller's transaction. The business's zone moves the appointments held nowhere in particular, a location's
 * those held there. Rows already in the zone are left alone, so saving the same zone again is cheap.
 */
export async function relocalizeAppointments(
  db: DbOrTx,
  businessId: number,
  timezone: string,
  locationId: number | null = null,
) {
  const local = (column: typeof appointments.startsAt, format: string) =>
    sql`to_char(${column} at time zone ${timezone}, ${format})`;
  await db
    .update(appointments)
    .set({
      date: local(appointments.startsAt, 'YYYY-MM-DD'),
      startTime: local(appointments.startsAt, 'HH24:MI'),
      endTime: local(appointments.endsAt, 'HH24:MI'),
      timezone,
      updatedAt: new Date(),
    })
    .where(
      and(
        inTenant(appointments, businessId),
        locationId === null ? isNull(appointments.locationId) : eq(appointments.locationId, locationId),
        ne(appointments.timezone, timezone),
      ),
    );
}
