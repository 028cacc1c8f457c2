import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BookHeldTimeResult, WaitlistStatusView } from '../../../../contract/waitlist';
import { apiJson } from '../../../lib/api-client';

const statusKey = (token: string) => ['/api/public/waitlist', token] as const;

/** GET /api/public/waitlist/{token}: the client's place, or the time held for them (looked at again every 30 s). */
export const waitlistStatusQueryOptions = (token: string) =>
  queryOptions({
    queryKey: statusKey(token),
    queryFn: () => apiJson<WaitlistStatusView>('GET', `/api/public/waitlist/${encodeURIComponent(token)}`),
    refetchInterval: (query) =>
      query.state.data?.status === 'waiting' || query.state.data?.status === 'offered' ? 30_000 : false,
    retry: false,
  });

export const useWaitlistStatus = (token: string) => useQuery(waitlistStatusQueryOptions(token));

/** POST /api/public/waitlist/{token}/book: book the held time. */
export function useBookHeldTime(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiJson<BookHeldTimeResult>('POST', `/api/public/waitlist/${encodeURIComponent(token)}/book`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: statusKey(token) }),
  });
}

/** DELETE /api/public/waitlist/{token}: leave the waitlist. */
export function useLeaveWaitlist(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<void>('DELETE', `/api/public/waitlist/${encodeURIComponent(token)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: statusKey(token) }),
  });
}
