import { absoluteImageAddress } from '../../../contract/images';
import type { PublicReviewStats } from '../../../contract/reviews';
import { findBusiness } from '../../core/business';
import type { DbOrTx } from '../../db/client';
import { beforeHeadEnd, escapeHtml, scriptSafeJson } from '../../lib/html';

/**
 * `/business?business=…` as a crawler that runs no JavaScript sees it: the business's name and description
 * in the title and meta tags, and a schema.org LocalBusiness with the rating of clients' reviews (never staff-
 * added ones; the figures of `GET …/reviews/stats`, which the page carries already).
 */
export async function businessPageHtml(
  db: DbOrTx,
  html: string,
  businessId: number,
  rating: Pick<PublicReviewStats, 'averageRating' | 'totalReviews'>,
  origin: string,
) {
  const business = await findBusiness(db, businessId);
  if (!business) return html;
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
    ...(business.logoUrl ? { image: absoluteImageAddress(business.logoUrl, origin) } : {}),
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
    ...(rating.averageRating !== null
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
  return beforeHeadEnd(
    html.replace(/<title>[^<]*<\/title>/, '').replace(/<meta name="description"[^>]*>/, ''),
    head,
  );
}
