import { and, asc, count, desc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import { ALL_CATEGORIES, type DirectoryQuery } from '../../../contract/directory';
import { MIN_REVIEWS_FOR_RATING, PUBLIC_RATING_SOURCES } from '../../../contract/reviews';
import type { DbOrTx } from '../../db/client';
import { businesses, reviews, services } from '../../db/schema/index';
import { containsPattern } from '../../lib/like';
import { shownPublicly } from '../reviews';

export type DirectoryFilters = Omit<DirectoryQuery, 'page' | 'pageSize'>;

/**
 * Each business's public rating, in SQL: clients' shown reviews, the average to one decimal rounded half
 * up from whole numbers exactly as the business page rounds it (`oneDecimalAverage`); none below
 * MIN_REVIEWS_FOR_RATING reviews, as on the business page.
 */
function ratings(db: DbOrTx) {
  return db
    .select({
      businessId: reviews.businessId,
      rating: sql<
        string | null
      >`case when count(*) >= ${MIN_REVIEWS_FOR_RATING} then round(sum(${reviews.rating}) * 10.0 / count(*)) / 10 end`.as(
        'rating',
      ),
      reviewCount: count().as('review_count'),
    })
    .from(reviews)
    .where(and(shownPublicly, inArray(reviews.source, PUBLIC_RATING_SOURCES)))
    .groupBy(reviews.businessId)
    .as('ratings');
}

/** Spec §5: search over name, description and specialties; category, city and price range exact; rating at least. */
function conditions(filters: DirectoryFilters, rating: SQL): SQL | undefined {
  const search = filters.search?.toLowerCase();
  const city = filters.city?.toLowerCase();
  return and(
    eq(businesses.listedInDirectory, true),
    search
      ? sql`lower(coalesce(${businesses.name}, '') || ' ' || coalesce(${businesses.description}, '') || ' ' || array_to_string(${businesses.specialties}, ' ')) like ${containsPattern(search)}`
      : undefined,
    filters.category && filters.category !== ALL_CATEGORIES
      ? eq(businesses.category, filters.category)
      : undefined,
    city ? sql`lower(${businesses.city}) = ${city}` : undefined,
    filters.priceRange ? eq(businesses.priceRange, filters.priceRange) : undefined,
    filters.minRating !== undefined ? sql`${rating} >= ${filters.minRating}` : undefined,
  );
}

/** One page of listed businesses, best rated first (then most reviewed, then by name), and how many match. */
export async function findListedBusinesses(
  db: DbOrTx,
  filters: DirectoryFilters,
  page: { offset: number; limit: number },
) {
  const stats = ratings(db);
  const rating = sql<string>`coalesce(${stats.rating}, 0)`;
  const where = conditions(filters, rating);
  const [total] = await db
    .select({ n: count() })
    .from(businesses)
    .leftJoin(stats, eq(stats.businessId, businesses.id))
    .where(where);
  const rows = await db
    .select({
      business: businesses,
      rating,
      reviewCount: sql<number>`coalesce(${stats.reviewCount}, 0)`,
    })
    .from(businesses)
    .leftJoin(stats, eq(stats.businessId, businesses.id))
    .where(where)
    .orderBy(
      desc(rating),
      desc(sql`coalesce(${stats.reviewCount}, 0)`),
      asc(businesses.name),
      asc(businesses.id),
    )
    .limit(page.limit)
    .offset(page.offset);
  return {
    total: Number(total?.n ?? 0),
    rows: rows.map((r) => ({ ...r, rating: Number(r.rating), reviewCount: Number(r.reviewCount) })),
  };
}

/** Every city with a listed business, for the city filter. */
export async function listedCities(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .selectDistinct({ city: sql<string>`trim(${businesses.city})` })
    .from(businesses)
    .where(
      and(
        eq(businesses.listedInDirectory, true),
        isNotNull(businesses.city),
        sql`trim(${businesses.city}) <> ''`,
      ),
    )
    .orderBy(sql`trim(${businesses.city})`);
  return rows.map((r) => r.city);
}

/** The active services of these businesses, by name. */
export async function activeServicesOf(db: DbOrTx, businessIds: number[]) {
  if (businessIds.length === 0) return [];
  return db
    .select({
      businessId: services.businessId,
      name: services.name,
      price: services.price,
      duration: services.duration,
    })
    .from(services)
    .where(and(inArray(services.businessId, businessIds), eq(services.isActive, true)))
    .orderBy(asc(services.name), asc(services.id));
}
