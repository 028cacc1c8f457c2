import { and, asc, eq, gt, inArray, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { waitlistEntries } from '../../db/schema/index';
import { inTenant } from '../../db/tenant';

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

export async function listBusinessesWithExpiredHolds(db: DbOrTx, now: Date) {
  return db
    .selectDistinct({ businessId: waitlistEntries.businessId })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.status, 'offered'), lte(waitlistEntries.holdExpiresAt, now)));
}

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

export async function findEntryByTokenHash(db: DbOrTx, hash: string, lock = false) {
  const query = db
    .select()
    .from(waitlistEntries)
    .where(or(eq(waitlistEntries.tokenHash, hash), eq(waitlistEntries.holdTokenHash, hash)))
    .limit(1);
  const [entry] = lock ? await query.for('update') : await query;
  return entry;
}

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
