import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { BrandingInput, UpdateBusinessInput } from '../../../contract/business';
import type { DbOrTx, Tx } from '../../db/client';
import {
  type Business,
  businessEmailVerifications,
  businesses,
  businessSlugHistory,
  memberships,
  type NewBusiness,
  users,
} from '../../db/schema/index';
import { idInTenant, inTenant } from '../../db/tenant';

/** The unique constraint on `businesses.slug` (drizzle-kit's name, migration 0000). */
export const SLUG_CONSTRAINT = 'businesses_slug_unique';

/** The business that uses this slug now, if any. */
export async function findBusinessWithSlug(db: DbOrTx, slug: string) {
  const [taken] = await db
    .select({ id: businesses.id })
    .from(businesses)
    .where(eq(businesses.slug, slug))
    .limit(1);
  return taken;
}

/** The slug's entry in the slug history, if some business used it before. */
export async function findPastSlug(db: DbOrTx, slug: string) {
  const [used] = await db
    .select({ slug: businessSlugHistory.slug })
    .from(businessSlugHistory)
    .where(eq(businessSlugHistory.slug, slug))
    .limit(1);
  return used;
}

/**
 * The new business; undefined when its slug was taken meanwhile (the insert skips it: no unique violation to
 * abort the caller's transaction).
 */
export async function insertBusinessUnlessSlugTaken(db: DbOrTx, values: NewBusiness) {
  const [business] = await db
    .insert(businesses)
    .values(values)
    .onConflictDoNothing({ target: businesses.slug })
    .returning();
  return business;
}

/** The business's slug as it is before a change, its row locked for that change. */
export async function lockBusinessSlug(tx: DbOrTx, businessId: number) {
  const [before] = await tx
    .select({ slug: businesses.slug })
    .from(businesses)
    .where(eq(businesses.id, businessId))
    .for('update');
  return before;
}

/** One UPDATE of the business's own row; undefined when there is no such business. */
export async function updateBusinessRow(
  db: DbOrTx,
  businessId: number,
  values: UpdateBusinessInput | BrandingInput,
): Promise<Business | undefined> {
  const [business] = await db
    .update(businesses)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(businesses.id, businessId))
    .returning();
  return business;
}

/** Removes a slug from the slug history (whichever business used it before). */
export async function deletePastSlug(tx: DbOrTx, slug: string) {
  await tx.delete(businessSlugHistory).where(eq(businessSlugHistory.slug, slug));
}

/** Records that the slug leads to this business (taking it over if another business had it in its history). */
export async function upsertPastSlug(tx: DbOrTx, slug: string, businessId: number) {
  await tx
    .insert(businessSlugHistory)
    .values({ slug, businessId })
    .onConflictDoUpdate({ target: businessSlugHistory.slug, set: { businessId, createdAt: new Date() } });
}

const memberColumns = {
  id: memberships.id,
  userId: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: memberships.role,
};

/** The business's members with their user's email and name, in the order they joined. */
export async function listMembers(db: DbOrTx, businessId: number) {
  return db
    .select(memberColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(inTenant(memberships, businessId))
    .orderBy(asc(memberships.id));
}

/** One of the business's members; undefined when missing or another business's. */
export async function findMember(db: DbOrTx, businessId: number, membershipId: number) {
  const [member] = await db
    .select(memberColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(idInTenant(memberships, membershipId, businessId))
    .limit(1);
  return member;
}

/** Marks the business's unused verification links used: a new link replaces them. */
export async function retireOpenVerifications(tx: Tx, businessId: number, now: Date) {
  await tx
    .update(businessEmailVerifications)
    .set({ usedAt: now })
    .where(and(inTenant(businessEmailVerifications, businessId), isNull(businessEmailVerifications.usedAt)));
}

export async function insertEmailVerification(
  tx: Tx,
  values: typeof businessEmailVerifications.$inferInsert,
) {
  await tx.insert(businessEmailVerifications).values(values);
}

/** The link with this token hash, marked used; undefined when it was used already, has expired or never was. */
export async function claimEmailVerification(tx: Tx, tokenHash: string, now: Date) {
  const [claimed] = await tx
    .update(businessEmailVerifications)
    .set({ usedAt: now })
    .where(
      and(
        eq(businessEmailVerifications.tokenHash, tokenHash),
        isNull(businessEmailVerifications.usedAt),
        gt(businessEmailVerifications.expiresAt, now),
      ),
    )
    .returning();
  return claimed;
}

/** Records the address as the business's confirmed email. */
export async function markEmailVerified(tx: Tx, businessId: number, email: string, now: Date) {
  await tx
    .update(businesses)
    .set({ verifiedEmail: email, updatedAt: now })
    .where(eq(businesses.id, businessId));
}
