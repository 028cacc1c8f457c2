import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { type BrandingInput, SLUG_TAKEN, type UpdateBusinessInput } from '../../../contract/business';
import type { DbOrTx } from '../../db/client';
import { type Business, businesses, memberships, users } from '../../db/schema/index';
import { inTenant } from '../../db/tenant';
import { HttpError, notFound } from '../../lib/http-errors';
import { postgresConstraint, postgresErrorCode, UNIQUE_VIOLATION } from '../../lib/postgres-errors';
import { SLUG_CONSTRAINT, updateBusinessRow } from './repository';

export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return slug || 'business';
}

/** Slugs are public (booking links); a taken one gets a short random suffix rather than a counter. */
async function freeSlug(db: DbOrTx, name: string): Promise<string> {
  const base = slugify(name);
  for (let attempt = 0; attempt < 5; attempt++) {
    const candidate = attempt === 0 ? base : `${base}-${randomBytes(3).toString('hex')}`;
    const [taken] = await db
      .select({ id: businesses.id })
      .from(businesses)
      .where(eq(businesses.slug, candidate))
      .limit(1);
    if (!taken) return candidate;
  }
  return `${base}-${randomBytes(8).toString('hex')}`;
}

export async function createBusiness(db: DbOrTx, input: { name: string; email?: string }) {
  const [business] = await db
    .insert(businesses)
    .values({ name: input.name, slug: await freeSlug(db, input.name), email: input.email })
    .returning();
  if (!business) throw new Error('insert returned no business');
  return business;
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
    business = await updateBusinessRow(db, businessId, input);
  } catch (error) {
    if (postgresErrorCode(error) === UNIQUE_VIOLATION && postgresConstraint(error) === SLUG_CONSTRAINT) {
      throw new HttpError(409, SLUG_TAKEN, [{ path: 'slug', message: SLUG_TAKEN }]);
    }
    throw error;
  }
  if (!business) throw notFound('Business not found');
  return business;
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
