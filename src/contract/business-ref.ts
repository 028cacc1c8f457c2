// Which business a public link names (`/booking?business=…`, `/business?business=…`, `/client?business=…`): its
// booking link's slug (or an old one), or for a business made before slugs were the public address, its number
// (issue 32 F7). The web pages and the server (which inlines the business into those pages' HTML) read it alike.

/** A slug, an old slug, or an old number. */
export type BusinessRef = string;

/** A slug or number as a link (or the portal's memory of one) has it, lowercased; null if it can be neither. */
export function asBusinessRef(value: string | null | undefined): BusinessRef | null {
  const raw = value?.trim().toLowerCase();
  if (!raw) return null;
  if (/^\d{1,9}$/.test(raw)) return Number(raw) > 0 ? raw : null;
  return /^[a-z0-9]+(-[a-z0-9]+)*$/.test(raw) && raw.length <= 60 ? raw : null;
}

/** The slug or number in `?business=`, lowercased; null when it can be neither. */
export function businessRefFrom(search: string): BusinessRef | null {
  return asBusinessRef(new URLSearchParams(search).get('business'));
}

/** GET /api/public/businesses/{business}. */
export const publicBusinessPath = (ref: BusinessRef) => `/api/public/businesses/${encodeURIComponent(ref)}`;

/** The web's cache key for that answer, under which the server's inlined copy is found too. */
export const publicBusinessQueryKey = (ref: BusinessRef) => ['/api/public/businesses', ref] as const;

/** The web's cache keys for a business's public reviews (its first page of the list, and the figures). */
export const publicReviewsQueryKey = (businessId: number) =>
  ['/api/public/businesses', businessId, 'reviews', 'list'] as const;
export const publicReviewStatsQueryKey = (businessId: number) =>
  ['/api/public/businesses', businessId, 'reviews', 'stats'] as const;
