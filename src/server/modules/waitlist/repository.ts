import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { services, waitlistEntries } from '../../db/schema/index';
import { idInTenant, inTenant } from '../../db/tenant';

type NewWaitlistEntry = typeof waitlistEntries.$inferInsert;

/** A new waiting entry; the unique index refuses the same client twice on one day (UNIQUE_VIOLATION). */

export async function insertWaitlistEntry(db: DbOrTx, values: NewWaitlistEntry) {
  const [row] = await db.insert(waitlistEntries).values(values).returning();
  return row;
}

/** Ends the entry if it is still waiting or offered; undefined when it had already ended. */

export async function endOpenEntry(db: DbOrTx, id: number, status: 'left' | 'removed', now: Date) {
  const [ended] = await db
    .update(waitlistEntries)
    .set({ status, updatedAt: now })
    .where(and(eq(waitlistEntries.id, id), inArray(waitlistEntries.status, ['waiting', 'offered'])))
    .returning({ heldStaffId: waitlistEntries.heldStaffId });
  return ended;
}

/** One day's entries of the business with their service, first come first. */

export async function listDayEntries(db: DbOrTx, businessId: number, date: string) {
  return db
    .select({ entry: waitlistEntries, service: { id: services.id, name: services.name } })
    .from(waitlistEntries)
    .innerJoin(services, eq(services.id, waitlistEntries.serviceId))
    .where(and(inTenant(waitlistEntries, businessId), eq(waitlistEntries.date, date)))
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id));
}

export async function findEntry(db: DbOrTx, businessId: number, id: number) {
  const [entry] = await db
    .select()
    .from(waitlistEntries)
    .where(idInTenant(waitlistEntries, id, businessId));
  return entry;
}

/** The business's entries still waiting on these days, first come first. */

/** The entry is `offered` the held time (the exclusion constraint over offered holds refuses a second hold). */

/** The businesses with an offered hold whose time is up. */

/** Marks the business's offered holds whose time is up `expired`; the days they were on. */

/** The entry whose joining or held-time token has this hash; `lock` holds it for the rest of the transaction. */

export async function markEntryBooked(db: DbOrTx, id: number, appointmentId: number, now: Date) {
  await db
    .update(waitlistEntries)
    .set({ status: 'booked', appointmentId, updatedAt: now })
    .where(eq(waitlistEntries.id, id));
}

/**
 * Whether a time of a staff member is held for someone on the waitlist (an offered entry whose hold has not
 * expired) other than `exceptEntryId`. Call it after lockSchedule (core/schedule-lock.ts).
 */
