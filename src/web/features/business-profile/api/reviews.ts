import {
  type InfiniteData,
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { publicReviewStatsQueryKey, publicReviewsQueryKey } from '../../../../contract/business-ref';
import {
  PUBLIC_REVIEWS_PAGE,
  type PublicReview,
  type PublicReviewInput,
  type PublicReviewStats,
  type PublicReviewSubmitted,
  type ReviewRequest,
} from '../../../../contract/reviews';
import { apiJson } from '../../../lib/api-client';

type Page = { reviews: PublicReview[]; total: number; offset: number };
const reviewsKey = (businessId: number) => ['/api/public/businesses', businessId, 'reviews'] as const;

/** GET /api/public/businesses/{id}/reviews?offset&limit: six at a time, View More loads the next six. */
export function usePublicReviews(businessId: number) {
  return useInfiniteQuery(
    infiniteQueryOptions<Page, Error, InfiniteData<Page>, readonly unknown[], number>({
      queryKey: publicReviewsQueryKey(businessId),
      initialPageParam: 0,
      queryFn: ({ pageParam }) =>
        apiJson<Page>(
          'GET',
          `/api/public/businesses/${businessId}/reviews?offset=${pageParam}&limit=${PUBLIC_REVIEWS_PAGE}`,
        ),
      getNextPageParam: (last) => {
        const next = last.offset + last.reviews.length;
        return next < last.total ? next : undefined;
      },
    }),
  );
}

/** GET …/reviews/stats: the rating of clients' reviews, and how many were removed under the policy. */
export function usePublicReviewStats(businessId: number) {
  return useQuery(
    queryOptions({
      queryKey: publicReviewStatsQueryKey(businessId),
      queryFn: () => apiJson<PublicReviewStats>('GET', `/api/public/businesses/${businessId}/reviews/stats`),
    }),
  );
}

/** POST …/reviews: Share Your Experience; the list and rating refresh after. */
export function useSubmitReview(businessId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PublicReviewInput) =>
      apiJson<PublicReviewSubmitted>('POST', `/api/public/businesses/${businessId}/reviews`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewsKey(businessId) }),
  });
}

/** GET …/review-requests/{token}: the visit a review link is for (404 unknown, 410 used or expired). */
export function useReviewRequest(businessId: number, token: string | null) {
  return useQuery({
    queryKey: [...reviewsKey(businessId), 'request', token],
    queryFn: () =>
      apiJson<ReviewRequest>('GET', `/api/public/businesses/${businessId}/review-requests/${token}`),
    enabled: Boolean(token),
    retry: false,
  });
}

/** POST …/review-requests/{token}/opt-out → 204. */
export function useOptOut(businessId: number) {
  return useMutation({
    mutationFn: (token: string) =>
      apiJson<void>('POST', `/api/public/businesses/${businessId}/review-requests/${token}/opt-out`),
  });
}
