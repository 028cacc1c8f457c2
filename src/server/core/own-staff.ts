import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { staff } from '../db/schema/index';
import { inTenant } from '../db/tenant';

/** The staff row a signed-in member works as in this business (linked by their sign-in), or null. */
export async function findOwnStaffId(db: DbOrTx, businessId: number, userId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: staff.id })
    .from(staff)
    .where(and(inTenant(staff, businessId), eq(staff.userId, userId), isNull(staff.removedAt)))
    .limit(1);
  return row?.id ?? null;
}
