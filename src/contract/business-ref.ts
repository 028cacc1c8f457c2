// Which business a public link names (`/booking?business=…`, `/business?business=…`): its id, or the booking
// link's slug. The web pages and the server (which inlines the business into those pages' HTML) read it alike.

export type BusinessRef = { id: number } | { slug: string };

/** The id or slug in `?business=`, or null when it can be neither. */
export function businessRefFrom(search: string): BusinessRef | null {
  const raw = new URLSearchParams(search).get('business')?.trim().toLowerCase();
  if (!raw) return null;
  if (/^\d{1,9}$/.test(raw)) return Number(raw) > 0 ? { id: Number(raw) } : null;
  return /^[a-z0-9]+(-[a-z0-9]+)*$/.test(raw) && raw.length <= 60 ? { slug: raw } : null;
}

/** GET /api/public/businesses/{id} or /api/public/businesses/by-slug/{slug}. */
export const publicBusinessPath = (ref: BusinessRef) =>
  'id' in ref
    ? `/api/public/businesses/${ref.id}`
    : `/api/public/businesses/by-slug/${encodeURIComponent(ref.slug)}`;

/** The web's cache key for that answer, under which the server's inlined copy is found too. */
export const publicBusinessQueryKey = (ref: BusinessRef) =>
  ['/api/public/businesses', 'id' in ref ? ref.id : `by-slug:${ref.slug}`] as const;

/** The web's cache keys for a business's public reviews (its first page of the list, and the figures). */
export const publicReviewsQueryKey = (businessId: number) =>
  ['/api/public/businesses', businessId, 'reviews', 'list'] as const;
export const publicReviewStatsQueryKey = (businessId: number) =>
  ['/api/public/businesses', businessId, 'reviews', 'stats'] as const;
