import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SlotsResponse } from '../../../../contract/public-booking';
import { freeSlotsKey } from '../../../lib/api/appointments/get-free-slots';
import { apiJson } from '../../../lib/api-client';

type RescheduleSlotsInput = { appointmentId: number; date?: string };

/**
 * GET /api/appointments/{id}/slots: the free start times of one day for moving this appointment, its own
 * current time counting as free (the public slots count it as taken). Kept under the free-slots key, so
 * every appointment write refreshes it.
 */
export const rescheduleSlotsQueryOptions = ({ appointmentId, date }: RescheduleSlotsInput) =>
  queryOptions({
    queryKey: [...freeSlotsKey, 'reschedule', { appointmentId, date }],
    queryFn: () =>
      apiJson<SlotsResponse>(
        'GET',
        `/api/appointments/${appointmentId}/slots?${new URLSearchParams({ date: String(date) })}`,
      ),
    // Others book too: a day's free times deserve a fresh look every time they are shown.
    staleTime: 0,
  });

export function useRescheduleSlots(input: RescheduleSlotsInput) {
  return useQuery({ ...rescheduleSlotsQueryOptions(input), enabled: Boolean(input.date) });
}
