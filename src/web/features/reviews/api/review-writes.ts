import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CreateReviewInput,
  ModerateReviewInput,
  RemovalReason,
  Review,
} from '../../../../contract/reviews';
import { apiJson } from '../../../lib/api-client';
import { reviewsKey } from './get-reviews';

const refresh = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: reviewsKey });

/** POST /api/reviews → 201: a review added by staff (labelled; not counted in the rating). */
export function useCreateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateReviewInput) => apiJson<Review>('POST', '/api/reviews', input),
    onSuccess: () => refresh(queryClient),
  });
}

/** DELETE /api/reviews/{id}[?reason=] → 204: a client's review needs a reason and is kept, out of sight. */
export function useDeleteReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason?: RemovalReason }) =>
      apiJson<void>('DELETE', `/api/reviews/${id}${reason ? `?reason=${reason}` : ''}`),
    onSuccess: () => refresh(queryClient),
  });
}

/** PATCH /api/reviews/{id}: approve a held review, or publish a removed one again. */
export function useModerateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: ModerateReviewInput & { id: number }) =>
      apiJson<Review>('PATCH', `/api/reviews/${id}`, input),
    onSuccess: () => refresh(queryClient),
  });
}

/** PUT /api/reviews/{id}/reply: the business's public answer (empty removes it). */
export function useReplyToReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reply }: { id: number; reply: string }) =>
      apiJson<Review>('PUT', `/api/reviews/${id}/reply`, { reply }),
    onSuccess: () => refresh(queryClient),
  });
}
