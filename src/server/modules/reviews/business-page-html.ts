import { eq } from 'drizzle-orm';
import { PUBLIC_RATING_SOURCES } from '../../../contract/reviews';
import type { DbOrTx } from '../../db/client';
import { businesses } from '../../db/schema/index';
import { figures } from './repository';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** JSON inside a <script>: no `</script>`, no HTML comment or CDATA openers can end or bend it. */
const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/** The business `?business=` names (an id or a slug), if any. */
async function findBusiness(db: DbOrTx, ref: string) {
  const byId = /^\d{1,9}$/.test(ref);
  const [row] = await db
    .select()
    .from(businesses)
    .where(byId ? eq(businesses.id, Number(ref)) : eq(businesses.slug, ref.toLowerCase()))
    .limit(1);
  return row;
}

/**
 * `/business?business=…` as a crawler that runs no JavaScript sees it: the business's name and description
 * in the title and meta tags, and a schema.org LocalBusiness with the rating of clients' reviews (never staff-
 * added ones). Anything else, or an unknown business, gets the app's page unchanged.
 */
export async function businessPageHtml(db: DbOrTx, indexHtml: string, url: string, origin: string) {
  const parsed = new URL(url, 'http://localhost');
  const ref = parsed.searchParams.get('business');
  if (parsed.pathname !== '/business' || !ref || ref.length > 100) return indexHtml;
  const business = await findBusiness(db, ref);
  if (!business) return indexHtml;
  const rating = await figures(db, business.id, PUBLIC_RATING_SOURCES);
  const title = `${business.name} – Reviews and booking · Frontdesk`;
  const description =
    business.description?.trim() ||
    [business.name, business.category, business.city].filter(Boolean).join(' · ');
  const pageUrl = `${origin}/business?business=${encodeURIComponent(business.slug)}`;
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: business.name,
    ...(business.description ? { description: business.description } : {}),
    url: pageUrl,
    ...(business.phone ? { telephone: business.phone } : {}),
    ...(business.email ? { email: business.email } : {}),
    ...(business.logoUrl ? { image: business.logoUrl } : {}),
    ...(business.priceRange ? { priceRange: business.priceRange } : {}),
    ...(business.address || business.city
      ? {
          address: {
            '@type': 'PostalAddress',
            ...(business.address ? { streetAddress: business.address } : {}),
            ...(business.city ? { addressLocality: business.city } : {}),
            ...(business.state ? { addressRegion: business.state } : {}),
            ...(business.zip ? { postalCode: business.zip } : {}),
          },
        }
      : {}),
    ...(rating.totalReviews > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: rating.averageRating,
            reviewCount: rating.totalReviews,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
  const head = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:type" content="business.business" />`,
    `<meta property="og:url" content="${escapeHtml(pageUrl)}" />`,
    `<link rel="canonical" href="${escapeHtml(pageUrl)}" />`,
    `<script type="application/ld+json">${scriptSafeJson(jsonLd)}</script>`,
  ].join('\n    ');
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(/<meta name="description"[^>]*>/, '')
    .replace('</head>', `    ${head}\n  </head>`);
}
