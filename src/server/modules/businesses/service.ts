import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { type BrandingInput, SLUG_TAKEN, type UpdateBusinessInput } from '../../../contract/business';
import type { DbOrTx } from '../../db/client';
import { type Business, businesses, businessSlugHistory, memberships, users } from '../../db/schema/index';
import { inTenant } from '../../db/tenant';
import { HttpError, notFound } from '../../lib/http-errors';
import { postgresConstraint, postgresErrorCode, UNIQUE_VIOLATION } from '../../lib/postgres-errors';
import { checkImageAddresses } from '../uploads';
import { SLUG_CONSTRAINT, updateBusinessRow } from './repository';

export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  if (!slug) return 'business';
  // Digits alone would read as an old numbered link (issue 32 F7).
  return /[a-z]/.test(slug) ? slug : `b-${slug}`.slice(0, 60);
}

/** Whether no business uses this slug now, and none used it before (its old links still lead there). */
async function slugIsFree(db: DbOrTx, candidate: string): Promise<boolean> {
  const [taken] = await db
    .select({ id: businesses.id })
    .from(businesses)
    .where(eq(businesses.slug, candidate))
    .limit(1);
  if (taken) return false;
  const [used] = await db
    .select({ slug: businessSlugHistory.slug })
    .from(businessSlugHistory)
    .where(eq(businessSlugHistory.slug, candidate))
    .limit(1);
  return !used;
}

/**
 * Slugs are public (booking links); a taken one gets a short random suffix rather than a counter. Two
 * sign-ups of the same name at once both find the plain slug free: the insert skips a slug taken meanwhile
 * (no unique violation to abort the sign-up's transaction) and the next try has a suffix.
 */
export async function createBusiness(db: DbOrTx, input: { name: string; email?: string; timezone?: string }) {
  const base = slugify(input.name);
  for (let attempt = 0; attempt < 8; attempt++) {
    const candidate = attempt === 0 ? base : `${base.slice(0, 53)}-${randomBytes(3).toString('hex')}`;
    if (!(await slugIsFree(db, candidate))) continue;
    const [business] = await db
      .insert(businesses)
      .values({ name: input.name, slug: candidate, email: input.email, timezone: input.timezone })
      .onConflictDoNothing({ target: businesses.slug })
      .returning();
    if (business) return business;
  }
  throw new Error('no free slug after 8 tries');
}

export async function getBusiness(db: DbOrTx, businessId: number) {
  const [business] = await db.select().from(businesses).where(eq(businesses.id, businessId)).limit(1);
  if (!business) throw notFound('Business not found');
  return business;
}

/**
 * Profile, booking settings, taxes and notification preferences in one write; the public pages, carts and
 * emails read the row, so they show the change at once. Another business's slug is a 409 on `slug`.
 */
export async function updateBusiness(
  db: DbOrTx,
  businessId: number,
  input: UpdateBusinessInput | BrandingInput,
) {
  let business: Business | undefined;
  try {
    business = await db.transaction(async (tx) => {
      const [before] = await tx
        .select({ slug: businesses.slug })
        .from(businesses)
        .where(eq(businesses.id, businessId))
        .for('update');
      if ('photoUrls' in input) await checkImageAddresses(tx, businessId, input.photoUrls, 'photoUrls');
      if ('logoUrl' in input) await checkImageAddresses(tx, businessId, input.logoUrl, 'logoUrl');
      const after = await updateBusinessRow(tx, businessId, input);
      if (before && after && before.slug !== after.slug)
        await keepOldSlug(tx, businessId, before.slug, after.slug);
      return after;
    });
  } catch (error) {
    if (postgresErrorCode(error) === UNIQUE_VIOLATION && postgresConstraint(error) === SLUG_CONSTRAINT) {
      throw new HttpError(409, SLUG_TAKEN, [{ path: 'slug', message: SLUG_TAKEN }]);
    }
    throw error;
  }
  if (!business) throw notFound('Business not found');
  return business;
}

/**
 * The old booking link keeps leading here (the page moves to the new one); the new one, if it was another
 * business's old link, now leads here only. A business going back to an old slug of its own takes it back.
 */
async function keepOldSlug(tx: DbOrTx, businessId: number, oldSlug: string, newSlug: string) {
  await tx.delete(businessSlugHistory).where(eq(businessSlugHistory.slug, newSlug));
  await tx
    .insert(businessSlugHistory)
    .values({ slug: oldSlug, businessId })
    .onConflictDoUpdate({ target: businessSlugHistory.slug, set: { businessId, createdAt: new Date() } });
}

export async function updateBranding(db: DbOrTx, businessId: number, input: BrandingInput) {
  return updateBusiness(db, businessId, input);
}

const memberColumns = {
  id: memberships.id,
  userId: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: memberships.role,
};

export async function listMembers(db: DbOrTx, businessId: number) {
  return db
    .select(memberColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(inTenant(memberships, businessId))
    .orderBy(asc(memberships.id));
}

/** Another business's member answers 404, exactly like a missing one. */
export async function getMember(db: DbOrTx, businessId: number, membershipId: number) {
  const [member] = await db
    .select(memberColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(inTenant(memberships, businessId), eq(memberships.id, membershipId)))
    .limit(1);
  if (!member) throw notFound('Member not found');
  return member;
}
