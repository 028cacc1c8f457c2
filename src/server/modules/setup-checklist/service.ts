import { and, eq, isNull, sql } from 'drizzle-orm';
import type { SetupChecklist, SetupStep } from '../../../contract/setup-checklist';
import { setupSteps } from '../../../contract/setup-checklist';
import type { DbOrTx } from '../../db/client';
import { appointments, availabilityWindows, businesses, services, staff } from '../../db/schema/index';

const exists = (query: unknown) => sql<boolean>`exists (${query})`;

/** Each step from what the business has now, in one query. */
export async function setupChecklist(db: DbOrTx, businessId: number): Promise<SetupChecklist> {
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
  const done = (key: SetupStep) => row?.[key] === true;
  const steps = setupSteps.map((key) => ({ key, done: done(key) }));
  return { steps, complete: steps.every((step) => step.done) };
}

/** The booking link was copied from the app to be shared: kept once, the first time. */
export async function recordBookingLinkShared(db: DbOrTx, businessId: number, now = new Date()) {
  await db
    .update(businesses)
    .set({ bookingLinkSharedAt: now })
    .where(and(eq(businesses.id, businessId), isNull(businesses.bookingLinkSharedAt)));
}
