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
/** Cached by the business's id (the server inlines the first page under it); asked for by its slug. */
type Business = { id: number; slug: string };
const reviewsKey = (businessId: number) => ['/api/public/businesses', businessId, 'reviews'] as const;

/** GET /api/public/businesses/{business}/reviews?offset&limit: six at a time, View More loads the next six. */
export function usePublicReviews({ id: businessId, slug }: Business) {
  return useInfiniteQuery(
    infiniteQueryOptions<Page, Error, InfiniteData<Page>, readonly unknown[], number>({
      queryKey: publicReviewsQueryKey(businessId),
      initialPageParam: 0,
      queryFn: ({ pageParam }) =>
        apiJson<Page>(
          'GET',
          `/api/public/businesses/${slug}/reviews?offset=${pageParam}&limit=${PUBLIC_REVIEWS_PAGE}`,
        ),
      getNextPageParam: (last) => {
        const next = last.offset + last.reviews.length;
        return next < last.total ? next : undefined;
      },
    }),
  );
}

/** GET …/reviews/stats: the rating of clients' reviews, and how many were removed under the policy. */
export function usePublicReviewStats({ id: businessId, slug }: Business) {
  return useQuery(
    queryOptions({
      queryKey: publicReviewStatsQueryKey(businessId),
      queryFn: () => apiJson<PublicReviewStats>('GET', `/api/public/businesses/${slug}/reviews/stats`),
    }),
  );
}

/** POST …/reviews: Share Your Experience; the list and rating refresh after. */
export function useSubmitReview({ id: businessId, slug }: Business) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PublicReviewInput) =>
      apiJson<PublicReviewSubmitted>('POST', `/api/public/businesses/${slug}/reviews`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewsKey(businessId) }),
  });
}

/** GET …/review-requests/{token}: the visit a review link is for (404 unknown, 410 used or expired). */
export function useReviewRequest({ id: businessId, slug }: Business, token: string | null) {
  return useQuery({
    queryKey: [...reviewsKey(businessId), 'request', token],
    queryFn: () => apiJson<ReviewRequest>('GET', `/api/public/businesses/${slug}/review-requests/${token}`),
    enabled: Boolean(token),
    retry: false,
  });
}

/** POST …/review-requests/{token}/opt-out → 204. */
export function useOptOut({ slug }: Pick<Business, 'slug'>) {
  return useMutation({
    mutationFn: (token: string) =>
      apiJson<void>('POST', `/api/public/businesses/${slug}/review-requests/${token}/opt-out`),
  });
}
