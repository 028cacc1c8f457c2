import { and, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { waitlistEntries } from '../../db/schema/index';
import { inTenant } from '../../db/tenant';

/**
 * The business's schedule lock, held to the end of the transaction. Every write that takes a staff member's
 * time (a booking, a move, a revived appointment, a series) and every waitlist hold takes it first, so a
 * hold and a booking of the same time can't both pass their checks: appointments and holds live in two
 * tables, and an exclusion constraint only sees its own. (Appointments among themselves are still kept
 * apart by their own exclusion constraint.)
 */
export async function lockSchedule(tx: DbOrTx, businessId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(20261125, ${businessId})`);
}

/**
 * Whether a time of a staff member is held for someone on the waitlist (an offered entry whose hold has not
 * expired) other than `exceptEntryId`. Call it after lockSchedule.
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
