import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SlotsResponse } from '../../../../contract/public-booking';
import { portalTokenKey } from '../../../components/chat-widget/api/client-room';
import { portalJson } from '../../../lib/portal/portal-api';

/** GET /api/portal/appointments/{id}/slots?date=: where the appointment could move on that day. */
export const rescheduleSlotsQueryOptions = (token: string, appointmentId: number, date: string) =>
  queryOptions({
    queryKey: [...portalTokenKey(token), 'appointments', appointmentId, 'slots', date],
    queryFn: () =>
      portalJson<SlotsResponse>(
        'GET',
        `/api/portal/appointments/${appointmentId}/slots?date=${encodeURIComponent(date)}`,
        token,
      ),
  });

export function useRescheduleSlots(token: string, appointmentId: number, date: string) {
  return useQuery({ ...rescheduleSlotsQueryOptions(token, appointmentId, date), enabled: date !== '' });
}
