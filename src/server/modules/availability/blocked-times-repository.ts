import { and, asc, gt, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type BlockedTime, blockedTimes } from '../../db/schema/index';
import { idInTenant, inTenant } from '../../db/tenant';

/** Blocked time of the business overlapping [from, to), by start. */
export async function listBlockedTimes(
  db: DbOrTx,
  businessId: number,
  from: Date,
  to: Date,
): Promise<BlockedTime[]> {
  return db
    .select()
    .from(blockedTimes)
    .where(
      and(inTenant(blockedTimes, businessId), lt(blockedTimes.startsAt, to), gt(blockedTimes.endsAt, from)),
    )
    .orderBy(asc(blockedTimes.startsAt));
}

export async function insertBlockedTime(
  db: DbOrTx,
  values: {
    businessId: number;
    staffId: number | null;
    startsAt: Date;
    endsAt: Date;
    reason: string | null;
  },
): Promise<BlockedTime> {
  const [created] = await db.insert(blockedTimes).values(values).returning();
  if (!created) throw new Error('insert returned no blocked time');
  return created;
}

/** Whether blocked time of the business was deleted. */
export async function deleteBlockedTime(db: DbOrTx, businessId: number, id: number): Promise<boolean> {
  const deleted = await db
    .delete(blockedTimes)
    .where(idInTenant(blockedTimes, id, businessId))
    .returning({ id: blockedTimes.id });
  return deleted.length > 0;
}
