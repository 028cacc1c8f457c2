import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../db/client';
import { businesses, businessSlugHistory } from '../db/schema/index';
import { notFound } from '../lib/http-errors';

const SLUG_SHAPE = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const NUMBER = /^\d{1,9}$/;

/** The `{business}` of a public route: the booking link's slug. */
export const publicBusinessParamsSchema = z.object({
  business: z
    .string()
    .max(200)
    .describe(
      "The business's booking-link slug (Settings → Booking settings); an old slug still works. A business made before slugs also answers to its number.",
    ),
});

export type PublicBusinessRef = {
  id: number;
  /** The business's slug now: differs from what was asked when an old slug or a number was used. */
  slug: string;
  listed: boolean;
};

/**
 * The business a public link names (issue 32 F7): its slug, one it used before, or, for a business made
 * before slugs were the public address, its number. Anything else names nobody.
 */
export async function findBusinessByRef(db: DbOrTx, raw: string): Promise<PublicBusinessRef | null> {
  const ref = raw.trim().toLowerCase();
  const columns = { id: businesses.id, slug: businesses.slug, listed: businesses.listedInDirectory };
  if (NUMBER.test(ref)) {
    const [row] = await db
      .select(columns)
      .from(businesses)
      .where(and(eq(businesses.id, Number(ref)), eq(businesses.idLinks, true)));
    return row ?? null;
  }
  if (!SLUG_SHAPE.test(ref) || ref.length > 60) return null;
  const [current] = await db.select(columns).from(businesses).where(eq(businesses.slug, ref));
  if (current) return current;
  const [old] = await db
    .select(columns)
    .from(businessSlugHistory)
    .innerJoin(businesses, eq(businesses.id, businessSlugHistory.businessId))
    .where(eq(businessSlugHistory.slug, ref));
  return old ?? null;
}

export const BUSINESS_NOT_FOUND = 'Business not found';

/** The id of the business a public route names, or 404 as for one that doesn't exist. */
export async function publicBusinessId(db: DbOrTx, raw: string): Promise<number> {
  const found = await findBusinessByRef(db, raw);
  if (!found) throw notFound(BUSINESS_NOT_FOUND);
  return found.id;
}

/**
 * The same, for what only a listed business shows (its reviews, its public page): an unlisted business has
 * its booking link and nothing else in public.
 */
export async function listedBusinessId(db: DbOrTx, raw: string): Promise<number> {
  const found = await findBusinessByRef(db, raw);
  if (!found?.listed) throw notFound(BUSINESS_NOT_FOUND);
  return found.id;
}
