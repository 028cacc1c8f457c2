import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { appointments, availabilityWindows, businesses, services, staff } from '../../db/schema/index';

const exists = (query: unknown) => sql<boolean>`exists (${query})`;

/** Which setup steps the business has done, from what it has now, in one query; undefined when there is no business. */
export async function findSetupProgress(db: DbOrTx, businessId: number) {
  const [row] = await db
    .select({
      service: exists(
        db
          .select({ one: sql`1` })
          .from(services)
          .where(and(eq(services.businessId, businessId), eq(services.isActive, true))),
      ),
      hours: exists(
        db
          .select({ one: sql`1` })
          .from(availabilityWindows)
          .where(and(eq(availabilityWindows.businessId, businessId), eq(availabilityWindows.isActive, true))),
      ),
      // The owner is the business's first member; a second one is staff added.
      staff: sql<boolean>`(select count(*) from ${staff} where ${staff.businessId} = ${businessId} and ${staff.removedAt} is null) > 1`,
      share: sql<boolean>`${businesses.bookingLinkSharedAt} is not null`,
      test_booking: exists(
        db
          .select({ one: sql`1` })
          .from(appointments)
          .where(and(eq(appointments.businessId, businessId), eq(appointments.source, 'online'))),
      ),
    })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  return row;
}

/** The booking link was copied from the app to be shared: kept once, the first time. */
export async function recordBookingLinkShared(db: DbOrTx, businessId: number, now = new Date()) {
  await db
    .update(businesses)
    .set({ bookingLinkSharedAt: now })
    .where(and(eq(businesses.id, businessId), isNull(businesses.bookingLinkSharedAt)));
}
