import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { JoinWaitlistInput, WaitlistItem } from '../../../../contract/waitlist';
import { refreshAfterAppointmentWrite } from '../../../lib/api/appointments/refresh-after-write';
import { apiJson } from '../../../lib/api-client';

const waitlistKey = ['/api/waitlist'] as const;

/** GET /api/waitlist?date=: who waits for this day, first come first (refreshed every 30 s: holds move on). */
export function useDayWaitlist(date: string, enabled: boolean) {
  return useQuery({
    queryKey: [...waitlistKey, date],
    queryFn: () => apiJson<WaitlistItem[]>('GET', `/api/waitlist?date=${date}`),
    enabled,
    refetchInterval: 30_000,
  });
}

/** DELETE /api/waitlist/{id}: take someone off (a time held for them goes to the next person). */
export function useRemoveFromWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiJson<void>('DELETE', `/api/waitlist/${id}`),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: waitlistKey }),
        refreshAfterAppointmentWrite(queryClient),
      ]),
  });
}

/** POST /api/waitlist: the front desk puts a caller on a day's waitlist. */
export function useAddToWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entry: JoinWaitlistInput) => apiJson<WaitlistItem>('POST', '/api/waitlist', entry),
    onSettled: () => queryClient.invalidateQueries({ queryKey: waitlistKey }),
  });
}
