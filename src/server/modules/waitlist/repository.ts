import { and, asc, eq, gt, inArray, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { locations, services, staff, waitlistEntries } from '../../db/schema/index';
import { inTenant } from '../../db/tenant';

type NewWaitlistEntry = typeof waitlistEntries.$inferInsert;

/** The staff member with this id (whose name a held time shows). */
export async function findStaffMember(db: DbOrTx, staffId: number) {
  const [row] = await db.select().from(staff).where(eq(staff.id, staffId));
  return row;
}

export async function findLocation(db: DbOrTx, locationId: number) {
  const [row] = await db.select().from(locations).where(eq(locations.id, locationId));
  return row;
}

export async function findService(db: DbOrTx, serviceId: number) {
  const [row] = await db.select().from(services).where(eq(services.id, serviceId));
  return row;
}

/** The id of the business's active service with this id, undefined when it has none such. */
export async function findActiveServiceId(db: DbOrTx, businessId: number, serviceId: number) {
  const [row] = await db
    .select({ id: services.id })
    .from(services)
    .where(and(inTenant(services, businessId), eq(services.id, serviceId), eq(services.isActive, true)));
  return row;
}

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
    .where(and(inTenant(waitlistEntries, businessId), eq(waitlistEntries.id, id)));
  return entry;
}

/** The business's entries still waiting on these days, first come first. */
export async function listWaitingEntries(db: DbOrTx, businessId: number, days: string[]) {
  return db
    .select()
    .from(waitlistEntries)
    .where(
      and(
        inTenant(waitlistEntries, businessId),
        eq(waitlistEntries.status, 'waiting'),
        inArray(waitlistEntries.date, days),
      ),
    )
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id));
}

/** The entry is `offered` the held time (the exclusion constraint over offered holds refuses a second hold). */
export async function setEntryHold(
  db: DbOrTx,
  id: number,
  hold: {
    holdTokenHash: string;
    heldStaffId: number;
    heldStartsAt: Date;
    heldEndsAt: Date;
    heldBusyFrom: Date;
    heldBusyUntil: Date;
    holdExpiresAt: Date;
    updatedAt: Date;
  },
) {
  await db
    .update(waitlistEntries)
    .set({ status: 'offered', ...hold })
    .where(eq(waitlistEntries.id, id));
}

/** The businesses with an offered hold whose time is up. */
export async function listBusinessesWithExpiredHolds(db: DbOrTx, now: Date) {
  return db
    .selectDistinct({ businessId: waitlistEntries.businessId })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.status, 'offered'), lte(waitlistEntries.holdExpiresAt, now)));
}

/** Marks the business's offered holds whose time is up `expired`; the days they were on. */
export async function expireHolds(db: DbOrTx, businessId: number, now: Date) {
  return db
    .update(waitlistEntries)
    .set({ status: 'expired', updatedAt: now })
    .where(
      and(
        inTenant(waitlistEntries, businessId),
        eq(waitlistEntries.status, 'offered'),
        lte(waitlistEntries.holdExpiresAt, now),
      ),
    )
    .returning({ date: waitlistEntries.date });
}

/** The entry whose joining or held-time token has this hash; `lock` holds it for the rest of the transaction. */
export async function findEntryByTokenHash(db: DbOrTx, hash: string, lock = false) {
  const query = db
    .select()
    .from(waitlistEntries)
    .where(or(eq(waitlistEntries.tokenHash, hash), eq(waitlistEntries.holdTokenHash, hash)))
    .limit(1);
  const [entry] = lock ? await query.for('update') : await query;
  return entry;
}

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
export async function isHeldForWaitlist(
  tx: DbOrTx,
  q: {
    businessId: number;
    staffId: number;
    busyFrom: Date;
    busyUntil: Date;
    now: Date;
    exceptEntryId?: number;
  },
): Promise<boolean> {
  const [row] = await tx
    .select({ id: waitlistEntries.id })
    .from(waitlistEntries)
    .where(
      and(
        inTenant(waitlistEntries, q.businessId),
        eq(waitlistEntries.status, 'offered'),
        eq(waitlistEntries.heldStaffId, q.staffId),
        gt(waitlistEntries.holdExpiresAt, q.now),
        sql`tstzrange(${waitlistEntries.heldBusyFrom}, ${waitlistEntries.heldBusyUntil}, '[)') && tstzrange(${q.busyFrom.toISOString()}::timestamptz, ${q.busyUntil.toISOString()}::timestamptz, '[)')`,
        q.exceptEntryId === undefined ? undefined : sql`${waitlistEntries.id} <> ${q.exceptEntryId}`,
      ),
    )
    .limit(1);
  return Boolean(row);
}
