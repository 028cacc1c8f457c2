import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { addDays, format, parseISO } from 'date-fns';
import type { BlockedTimeItem } from '../../../../contract/availability';
import { apiJson } from '../../api-client';
import { freeSlotsKey } from './get-free-slots';

export const blockedTimesKey = ['/api/blocked-times'] as const;

/** GET /api/blocked-times: what is blocked from `today` (business-local) for the next 90 days. */
export function useUpcomingBlockedTimes(today: string) {
  const endDate = format(addDays(parseISO(today), 90), 'yyyy-MM-dd');
  return useQuery({
    queryKey: [...blockedTimesKey, today, endDate],
    queryFn: () =>
      apiJson<BlockedTimeItem[]>('GET', `/api/blocked-times?startDate=${today}&endDate=${endDate}`),
  });
}

/** GET /api/blocked-times: what is blocked on the local days from `startDate` to `endDate`. */
export function useBlockedTimesBetween(startDate: string, endDate: string) {
  return useQuery({
    queryKey: [...blockedTimesKey, startDate, endDate],
    queryFn: () =>
      apiJson<BlockedTimeItem[]>('GET', `/api/blocked-times?startDate=${startDate}&endDate=${endDate}`),
  });
}

/** DELETE /api/blocked-times/{id} -> 204; the span is bookable again. */
export function useDeleteBlockedTime() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiJson<void>('DELETE', `/api/blocked-times/${id}`),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: blockedTimesKey }),
        queryClient.invalidateQueries({ queryKey: freeSlotsKey }),
      ]),
  });
}
