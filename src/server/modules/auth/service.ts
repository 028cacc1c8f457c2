import type {
  ChangePassword,
  CurrentUser,
  Login,
  MemberBusiness,
  MemberRole,
  Signup,
} from '../../../contract/auth';
import type { SubscriptionStatusName, SubscriptionTierName } from '../../../contract/plans';
import { roleNeedsTwoFactor } from '../../../contract/two-factor';
import { recordAudit } from '../../core/audit';
import {
  createSession,
  deleteExpiredSessions,
  destroyOtherSessions,
  destroySession,
} from '../../core/session-store';
import type { Database, DbOrTx } from '../../db/client';
import { badRequest, conflict, notFound, unauthorized } from '../../lib/http-errors';
import { postgresErrorCode, UNIQUE_VIOLATION } from '../../lib/postgres-errors';
import { createBusiness } from '../businesses';
import { refuseBreachedPassword } from './breached-passwords';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password';
import * as repo from './repository';

export const INVALID_LOGIN = 'Invalid email or password';
export const EMAIL_TAKEN = 'An account with this email already exists';

/**
 * Creates the user, their business and the owner membership; the owner is the business's first staff
 * member. Given a transaction, it runs as a savepoint inside it, so a caller can add to the same write.
 */
export async function signUp({ db, input }: { db: DbOrTx; input: Signup }) {
  await refuseBreachedPassword(input.password, 'password');
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const user = await repo.insertUser(tx, {
        email: input.email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
      });
      if (!user) throw new Error('insert returned no user');
      // The business's public contact email starts empty: the sign-in email is never shown to clients unless
      // the owner enters it (issue 32 F7).
      const business = await createBusiness(tx, { name: input.businessName, timezone: input.timezone });
      await repo.insertMembership(tx, { userId: user.id, businessId: business.id, role: 'owner' });
      await repo.insertStaffMember(tx, {
        businessId: business.id,
        userId: user.id,
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        role: 'admin',
        position: 'Owner',
      });
      return { userId: user.id, businessId: business.id };
    });
  } catch (error) {
    if (postgresErrorCode(error) === UNIQUE_VIOLATION) throw conflict(EMAIL_TAKEN);
    throw error;
  }
}

/** Answers the same message whichever of email or password was wrong. */
export async function logIn({ db, input }: { db: DbOrTx; input: Login }) {
  const user = await repo.findUserByEmail(db, input.email);
  const valid = user?.passwordHash
    ? await verifyPassword(input.password, user.passwordHash)
    : await verifyAgainstDummy(input.password);
  if (!user || !valid) throw unauthorized(INVALID_LOGIN);
  const membership = await repo.findFirstMembership(db, user.id);
  if (!membership) throw unauthorized(INVALID_LOGIN);
  return { userId: user.id, businessId: membership.businessId };
}

export async function getCurrentUser(
  db: DbOrTx,
  userId: number,
  businessId: number,
): Promise<CurrentUser | null> {
  const row = await repo.findMemberView(db, userId, businessId);
  if (!row) return null;
  return {
    id: row.user.id,
    email: row.user.email,
    firstName: row.user.firstName,
    lastName: row.user.lastName,
    profileImageUrl: row.user.profileImageUrl,
    role: row.membership.role as MemberRole,
    businessId: row.business.id,
    businessName: row.business.name,
    businessSlug: row.business.slug,
    subscriptionTier: row.business.subscriptionTier as SubscriptionTierName,
    subscriptionStatus: row.business.subscriptionStatus as SubscriptionStatusName,
    twoFactorEnabled: row.twoFactorConfirmedAt !== null,
    twoFactorSetupRequired:
      row.business.requireTwoFactor &&
      roleNeedsTwoFactor(row.membership.role as MemberRole) &&
      row.twoFactorConfirmedAt === null,
  };
}

/** Checks the current password, stores the new one and, in the same transaction, ends every other session. */
export async function changePassword(
  db: Database,
  who: { userId: number; businessId: number; sid: string },
  input: ChangePassword,
): Promise<void> {
  await refuseBreachedPassword(input.newPassword, 'newPassword');
  await db.transaction(async (tx) => {
    const user = await repo.findUserById(tx, who.userId);
    if (!user?.passwordHash || !(await verifyPassword(input.currentPassword, user.passwordHash))) {
      throw badRequest('Current password is incorrect', [
        { path: 'currentPassword', message: 'Current password is incorrect' },
      ]);
    }
    await repo.updatePasswordHash(tx, who.userId, await hashPassword(input.newPassword));
    await destroyOtherSessions(tx, who.userId, who.sid);
    await recordAudit(tx, {
      businessId: who.businessId,
      action: 'auth.password.changed',
      target: { type: 'user', id: who.userId },
    });
  });
}

/**
 * A new session at every sign-in; the caller's previous one, if any, ends (no fixation). Answers the token
 * for the cookie and the signed-in user (null if the membership vanished meanwhile).
 */
async function startSession(
  db: Database,
  who: { userId: number; businessId: number },
  previousToken: string | undefined,
  userAgent?: string,
) {
  if (previousToken) await destroySession(db, previousToken);
  const { token, expire } = await createSession(db, who, Date.now(), userAgent);
  const user = await getCurrentUser(db, who.userId, who.businessId);
  return { token, expire, user };
}

export type StartedSession = Awaited<ReturnType<typeof startSession>>;

/** Signs up (user, business, owner membership) and starts the new owner's session. */
export async function openAccount(
  db: Database,
  input: Signup,
  previousToken: string | undefined,
  userAgent?: string,
) {
  const who = await signUp({ db, input });
  return startSession(db, who, previousToken, userAgent);
}

/** The session of a sign-in whose credentials were checked; expired sessions are cleared on the way. */
export async function startLoginSession(
  db: Database,
  who: { userId: number; businessId: number },
  previousToken: string | undefined,
  userAgent?: string,
) {
  await deleteExpiredSessions(db);
  return startSession(db, who, previousToken, userAgent);
}

/** The businesses the signed-in person belongs to, the session's own marked current. */
export async function listMemberBusinesses(
  db: DbOrTx,
  who: { userId: number; businessId: number },
): Promise<MemberBusiness[]> {
  const rows = await repo.listMemberships(db, who.userId);
  return rows.map((row) => ({ ...row, current: row.businessId === who.businessId }));
}

/**
 * Moves the person to another of their businesses: this session ends (its sockets close) and a new one
 * starts there. A business they don't belong to is 404, whoever's it is.
 */
export async function switchBusiness(
  db: Database,
  who: { userId: number },
  businessId: number,
  previousToken: string | undefined,
  userAgent?: string,
) {
  const membership = await repo.findMemberView(db, who.userId, businessId);
  if (!membership) throw notFound('Business not found');
  return startSession(db, { userId: who.userId, businessId }, previousToken, userAgent);
}
