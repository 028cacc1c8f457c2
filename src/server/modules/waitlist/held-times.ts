import { and, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { waitlistEntries } from '../../db/schema/index';
import { inTenant } from '../../db/tenant';

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
