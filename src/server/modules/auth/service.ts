import type { ChangePassword, CurrentUser, Login, MemberRole, Signup } from '../../../contract/auth';
import type { SubscriptionStatusName, SubscriptionTierName } from '../../../contract/plans';
import type { DbOrTx } from '../../db/client';
import { memberships, staff, users } from '../../db/schema/index';
import { badRequest, conflict, unauthorized } from '../../lib/http-errors';
import { postgresErrorCode, UNIQUE_VIOLATION } from '../../lib/postgres-errors';
import { createBusiness } from '../businesses/service';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password';
import * as repo from './repository';

export const INVALID_LOGIN = 'Invalid email or password';
export const EMAIL_TAKEN = 'An account with this email already exists';

/**
 * Creates the user, their business and the owner membership; the owner is the business's first staff
 * member. Given a transaction, it runs as a savepoint inside it, so a caller can add to the same write.
 */
export async function signUp({ db, input }: { db: DbOrTx; input: Signup }) {
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ email: input.email, passwordHash, firstName: input.firstName, lastName: input.lastName })
        .returning();
      if (!user) throw new Error('insert returned no user');
      const business = await createBusiness(tx, { name: input.businessName, email: input.email });
      await tx.insert(memberships).values({ userId: user.id, businessId: business.id, role: 'owner' });
      await tx.insert(staff).values({
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
    subscriptionTier: row.business.subscriptionTier as SubscriptionTierName,
    subscriptionStatus: row.business.subscriptionStatus as SubscriptionStatusName,
  };
}

export async function changePassword({
  db,
  userId,
  input,
}: {
  db: DbOrTx;
  userId: number;
  input: ChangePassword;
}) {
  const user = await repo.findUserById(db, userId);
  if (!user?.passwordHash || !(await verifyPassword(input.currentPassword, user.passwordHash))) {
    throw badRequest('Current password is incorrect', [
      { path: 'currentPassword', message: 'Current password is incorrect' },
    ]);
  }
  await repo.updatePasswordHash(db, userId, await hashPassword(input.newPassword));
}
