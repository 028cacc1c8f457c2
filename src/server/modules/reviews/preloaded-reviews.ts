import { publicReviewStatsQueryKey, publicReviewsQueryKey } from '../../../contract/business-ref';
import type { PreloadedAnswer } from '../../../contract/preloaded-data';
import {
  PUBLIC_REVIEWS_PAGE,
  type PublicReviewStats,
  publicReviewPageSchema,
  publicReviewStatsSchema,
} from '../../../contract/reviews';
import type { DbOrTx } from '../../db/client';
import { publicReviewStats, publicReviews } from './service';

/** A business page's rating and first page of reviews, as the public review routes answer them. */
export async function preloadedReviews(
  db: DbOrTx,
  businessId: number,
): Promise<{ stats: PublicReviewStats; answers: PreloadedAnswer[] }> {
  const [stats, firstPage] = await Promise.all([
    publicReviewStats(db, businessId),
    publicReviews(db, businessId, 0, PUBLIC_REVIEWS_PAGE),
  ]);
  const figures = publicReviewStatsSchema.parse(stats);
  const answers = [
    { key: publicReviewStatsQueryKey(businessId), data: figures },
    // The list pages in as the web's infinite query holds it: its pages, and the offset each began at.
    {
      key: publicReviewsQueryKey(businessId),
      data: { pages: [publicReviewPageSchema.parse(firstPage)], pageParams: [0] },
    },
  ];
  return { stats: figures, answers };
}
