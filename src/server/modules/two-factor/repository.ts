import { and, count, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  businesses,
  memberships,
  passkeys,
  pendingSignIns,
  recoveryCodes,
  staff,
  trustedDevices,
  userTwoFactor,
  webauthnChallenges,
} from '../../db/schema/index';

export async function findTwoFactor(db: DbOrTx, userId: number, lock = false) {
  const query = db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, userId));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

export async function hasConfirmedTwoFactor(db: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: userTwoFactor.userId })
    .from(userTwoFactor)
    .where(and(eq(userTwoFactor.userId, userId), isNotNull(userTwoFactor.confirmedAt)));
  return Boolean(row);
}

export async function saveUnconfirmedSecret(db: DbOrTx, userId: number, secret: string) {
  await db
    .insert(userTwoFactor)
    .values({ userId, secret })
    .onConflictDoUpdate({
      target: userTwoFactor.userId,
      set: { secret, confirmedAt: null, lastTimeStep: null, createdAt: new Date() },
    });
}

export async function confirmTwoFactor(db: DbOrTx, userId: number, timeStep: number, now: Date) {
  await db
    .update(userTwoFactor)
    .set({ confirmedAt: now, lastTimeStep: timeStep })
    .where(eq(userTwoFactor.userId, userId));
}

export async function saveTimeStep(db: DbOrTx, userId: number, timeStep: number) {
  await db.update(userTwoFactor).set({ lastTimeStep: timeStep }).where(eq(userTwoFactor.userId, userId));
}

/** Two-factor off: the app's secret, the codes and the remembered devices go. */
export async function removeTwoFactor(db: DbOrTx, userId: number) {
  await db.delete(userTwoFactor).where(eq(userTwoFactor.userId, userId));
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.delete(trustedDevices).where(eq(trustedDevices.userId, userId));
}

export async function replaceRecoveryCodes(db: DbOrTx, userId: number, hashes: string[]) {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
}

export async function countRecoveryCodesLeft(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.n ?? 0;
}

/** Marks an unused recovery code of this person used; false when there is none such. */
export async function spendRecoveryCode(db: DbOrTx, userId: number, codeHash: string, now: Date) {
  const used = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, codeHash),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return used.length > 0;
}

export async function insertTrustedDevice(
  db: DbOrTx,
  values: { userId: number; tokenHash: string; userAgent: string | null; expiresAt: Date },
) {
  await db.insert(trustedDevices).values(values);
}

export async function isTrustedDevice(db: DbOrTx, userId: number, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ id: trustedDevices.id })
    .from(trustedDevices)
    .where(
      and(
        eq(trustedDevices.userId, userId),
        eq(trustedDevices.tokenHash, tokenHash),
        gt(trustedDevices.expiresAt, now),
      ),
    );
  return Boolean(row);
}

export async function countTrustedDevices(db: DbOrTx, userId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(trustedDevices)
    .where(and(eq(trustedDevices.userId, userId), gt(trustedDevices.expiresAt, now)));
  return row?.n ?? 0;
}

export async function forgetTrustedDevices(db: DbOrTx, userId: number) {
  return db
    .delete(trustedDevices)
    .where(eq(trustedDevices.userId, userId))
    .returning({ id: trustedDevices.id });
}

export async function insertPendingSignIn(
  db: DbOrTx,
  values: { tokenHash: string; userId: number; businessId: number; expiresAt: Date },
) {
  await db.delete(pendingSignIns).where(lt(pendingSignIns.expiresAt, new Date()));
  await db.insert(pendingSignIns).values(values);
}

export async function findPendingSignIn(db: DbOrTx, tokenHash: string, now: Date) {
  const [row] = await db
    .select()
    .from(pendingSignIns)
    .where(and(eq(pendingSignIns.tokenHash, tokenHash), gt(pendingSignIns.expiresAt, now)))
    .for('update');
  return row;
}

export async function countFailedCode(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .update(pendingSignIns)
    .set({ attempts: sql`${pendingSignIns.attempts} + 1` })
    .where(eq(pendingSignIns.tokenHash, tokenHash))
    .returning({ attempts: pendingSignIns.attempts });
  return row?.attempts ?? 0;
}

export async function deletePendingSignIn(db: DbOrTx, tokenHash: string) {
  await db.delete(pendingSignIns).where(eq(pendingSignIns.tokenHash, tokenHash));
}

/** Whether the business requires a second factor of its leading roles (false when there is no such business). */
export async function requireTwoFactorOf(db: DbOrTx, businessId: number): Promise<boolean> {
  const [row] = await db
    .select({ requireTwoFactor: businesses.requireTwoFactor })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  return row?.requireTwoFactor ?? false;
}

/** The business's two-factor requirement, its row locked for the change. */
export async function lockBusinessTwoFactorRequirement(db: DbOrTx, businessId: number) {
  const [row] = await db
    .select({ requireTwoFactor: businesses.requireTwoFactor })
    .from(businesses)
    .where(eq(businesses.id, businessId))
    .for('update');
  return row;
}

export async function setRequireTwoFactor(db: DbOrTx, businessId: number, requireTwoFactor: boolean) {
  await db
    .update(businesses)
    .set({ requireTwoFactor, updatedAt: new Date() })
    .where(eq(businesses.id, businessId));
}

/** The staff member's sign-in account (null when they have none) and name, inside the business. */
export async function findStaffAccount(db: DbOrTx, businessId: number, staffId: number) {
  const [row] = await db
    .select({ userId: staff.userId, firstName: staff.firstName, lastName: staff.lastName })
    .from(staff)
    .where(and(eq(staff.businessId, businessId), eq(staff.id, staffId)));
  return row;
}

/** How many businesses the person signs in to. */
export async function countMembershipsOf(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(memberships).where(eq(memberships.userId, userId));
  return row?.n ?? 0;
}

/** The person's passkeys, oldest first. */
export async function listPasskeyRows(db: DbOrTx, userId: number) {
  return db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(passkeys.id);
}

/** Whether the person has a passkey that could stand in for the code after their password. */
export async function hasPasskey(db: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: passkeys.id })
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .limit(1);
  return Boolean(row);
}

/** A new passkey of the person; undefined when its credential is already registered (to anyone). */
export async function insertPasskey(db: DbOrTx, values: typeof passkeys.$inferInsert) {
  const [row] = await db
    .insert(passkeys)
    .values(values)
    .onConflictDoNothing({ target: passkeys.credentialId })
    .returning();
  return row;
}

/** Deletes the person's passkey; the row deleted, undefined when they have none such. */
export async function deletePasskey(db: DbOrTx, userId: number, id: number) {
  const [gone] = await db
    .delete(passkeys)
    .where(and(eq(passkeys.userId, userId), eq(passkeys.id, id)))
    .returning();
  return gone;
}

/** The passkey with this credential id (of `userId` when given), its row locked for the counter's move. */
export async function lockPasskeyByCredential(db: DbOrTx, credentialId: string, userId?: number) {
  const [row] = await db
    .select()
    .from(passkeys)
    .where(
      and(
        eq(passkeys.credentialId, credentialId),
        userId === undefined ? undefined : eq(passkeys.userId, userId),
      ),
    )
    .for('update');
  return row;
}

export async function setPasskeyCounter(db: DbOrTx, id: number, counter: number, lastUsedAt: Date) {
  await db.update(passkeys).set({ counter, lastUsedAt }).where(eq(passkeys.id, id));
}

export async function deleteExpiredChallenges(db: DbOrTx, now: Date) {
  await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, now));
}

/** The ceremony's challenge under its key, replacing one still kept there. */
export async function upsertChallenge(
  db: DbOrTx,
  values: { tokenHash: string; userId: number | null; purpose: 'register' | 'sign_in'; challenge: string },
  expiresAt: Date,
) {
  await db
    .insert(webauthnChallenges)
    .values({ ...values, expiresAt })
    .onConflictDoUpdate({
      target: webauthnChallenges.tokenHash,
      set: { challenge: values.challenge, expiresAt },
    });
}

/** Takes the ceremony's challenge once: a second answer to the same challenge finds none. */
export async function takeChallenge(db: DbOrTx, tokenHash: string, purpose: 'register' | 'sign_in') {
  const [row] = await db
    .delete(webauthnChallenges)
    .where(
      and(
        eq(webauthnChallenges.tokenHash, tokenHash),
        eq(webauthnChallenges.purpose, purpose),
        gt(webauthnChallenges.expiresAt, new Date()),
      ),
    )
    .returning();
  return row;
}
