import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  businesses,
  memberships,
  type NewMembership,
  type NewStaff,
  type NewUser,
  staff,
  users,
  userTwoFactor,
} from '../../db/schema/index';

export async function findUserByEmail(db: DbOrTx, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return user;
}

export async function findUserById(db: DbOrTx, id: number) {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

/** The user's first business; a user signs in to the business they own or joined first. */
export async function findFirstMembership(db: DbOrTx, userId: number) {
  const [membership] = await db
    .select()
    .from(memberships)
    .where(eq(memberships.userId, userId))
    .orderBy(memberships.id)
    .limit(1);
  return membership;
}

/** Every business the user belongs to, in the order they joined. */
export async function listMemberships(db: DbOrTx, userId: number) {
  return db
    .select({ businessId: businesses.id, businessName: businesses.name, role: memberships.role })
    .from(memberships)
    .innerJoin(businesses, eq(businesses.id, memberships.businessId))
    .where(eq(memberships.userId, userId))
    .orderBy(memberships.id);
}

export async function findMemberView(db: DbOrTx, userId: number, businessId: number) {
  const [row] = await db
    .select({
      user: users,
      membership: memberships,
      business: businesses,
      twoFactorConfirmedAt: userTwoFactor.confirmedAt,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .innerJoin(businesses, eq(businesses.id, memberships.businessId))
    .leftJoin(userTwoFactor, eq(userTwoFactor.userId, memberships.userId))
    .where(and(eq(memberships.userId, userId), eq(memberships.businessId, businessId)))
    .limit(1);
  return row;
}

export async function updatePasswordHash(db: DbOrTx, userId: number, passwordHash: string) {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

/** The new user; an email already taken fails on the unique index. */
export async function insertUser(db: DbOrTx, values: NewUser) {
  const [user] = await db.insert(users).values(values).returning();
  return user;
}

export async function insertMembership(db: DbOrTx, values: NewMembership) {
  await db.insert(memberships).values(values);
}

export async function insertStaffMember(db: DbOrTx, values: NewStaff) {
  await db.insert(staff).values(values);
}
