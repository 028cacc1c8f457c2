import { randomBytes } from 'node:crypto';
import { type BrandingInput, SLUG_TAKEN, type UpdateBusinessInput } from '../../../contract/business';
import { findBusiness } from '../../core/business';
import type { DbOrTx } from '../../db/client';
import type { Business } from '../../db/schema/index';
import { HttpError, notFound } from '../../lib/http-errors';
import { postgresConstraint, postgresErrorCode, UNIQUE_VIOLATION } from '../../lib/postgres-errors';
import { checkImageAddresses } from '../uploads';
import {
  deletePastSlug,
  findBusinessWithSlug,
  findMember,
  findPastSlug,
  insertBusinessUnlessSlugTaken,
  lockBusinessSlug,
  SLUG_CONSTRAINT,
  updateBusinessRow,
  upsertPastSlug,
} from './repository';

export { listMembers } from './repository';

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
  if (await findBusinessWithSlug(db, candidate)) return false;
  return !(await findPastSlug(db, candidate));
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
    const business = await insertBusinessUnlessSlugTaken(db, {
      name: input.name,
      slug: candidate,
      email: input.email,
      timezone: input.timezone,
    });
    if (business) return business;
  }
  throw new Error('no free slug after 8 tries');
}

export async function getBusiness(db: DbOrTx, businessId: number) {
  const business = await findBusiness(db, businessId);
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
      const before = await lockBusinessSlug(tx, businessId);
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
  await deletePastSlug(tx, newSlug);
  await upsertPastSlug(tx, oldSlug, businessId);
}

export async function updateBranding(db: DbOrTx, businessId: number, input: BrandingInput) {
  return updateBusiness(db, businessId, input);
}

/** Another business's member answers 404, exactly like a missing one. */
export async function getMember(db: DbOrTx, businessId: number, membershipId: number) {
  const member = await findMember(db, businessId, membershipId);
  if (!member) throw notFound('Member not found');
  return member;
}
