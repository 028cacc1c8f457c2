import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { passwordResets, pendingSignIns, users } from '../../db/schema/index';

/** Locks the person's row until the transaction ends. */
export async function lockUser(db: DbOrTx, userId: number) {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** How many reset links the person was sent after `since`. */
export async function countResetsSince(db: DbOrTx, userId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(passwordResets)
    .where(and(eq(passwordResets.userId, userId), gt(passwordResets.createdAt, since)));
  return row?.n ?? 0;
}

export async function insertPasswordReset(
  db: DbOrTx,
  values: { userId: number; tokenHash: string; expiresAt: Date; createdAt: Date },
) {
  await db.insert(passwordResets).values(values);
}

/** The unused, unexpired link with this token, its row locked. */
export async function lockOpenReset(db: DbOrTx, tokenHash: string, now: Date) {
  const [row] = await db
    .select()
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
      ),
    )
    .for('update');
  return row;
}

/** Spends every open link of the person. */
export async function spendOpenResets(db: DbOrTx, userId: number, now: Date) {
  await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

/** Ends the person's sign-ins waiting for their second factor. */
export async function deletePendingSignInsOf(db: DbOrTx, userId: number) {
  await db.delete(pendingSignIns).where(eq(pendingSignIns.userId, userId));
}
