import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AppointmentItem } from '../../../../contract/appointments';

/** GET /api/appointments/today: the business's local today, ordered by start time. */
export const todayAppointmentsQueryOptions = () =>
  queryOptions<AppointmentItem[]>({ queryKey: ['/api/appointments', 'today'] });

export function useTodayAppointments() {
  return useQuery(todayAppointmentsQueryOptions());
}
