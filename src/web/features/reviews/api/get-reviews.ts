import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Review, ReviewStats } from '../../../../contract/reviews';
import { apiJson } from '../../../lib/api-client';

/** Every list and the stats share this prefix: one invalidation refreshes the screen. */
export const reviewsKey = ['/api/reviews'] as const;

/** GET /api/reviews (removed: those taken down under the review policy). */
export const reviewsQueryOptions = (removed: boolean) =>
  queryOptions({
    queryKey: [...reviewsKey, { removed }],
    queryFn: () => apiJson<Review[]>('GET', `/api/reviews?removed=${removed}`),
  });

export function useReviews(removed: boolean) {
  return useQuery(reviewsQueryOptions(removed));
}

/** GET /api/reviews/stats: the public figures, the same by source, removals and held reviews. */
export function useReviewStats() {
  return useQuery(
    queryOptions({
      queryKey: [...reviewsKey, 'stats'],
      queryFn: () => apiJson<ReviewStats>('GET', '/api/reviews/stats'),
    }),
  );
}
