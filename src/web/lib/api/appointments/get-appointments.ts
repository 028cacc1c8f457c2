import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AppointmentItem, AppointmentStatus } from '../../../../contract/appointments';
import { apiJson } from '../../api-client';

export type AppointmentsFilter = {
  startDate: string;
  endDate: string;
  status?: AppointmentStatus;
  search?: string;
  /** One staff member's, or 'all'; unset, the member's default (their own, or the team's). */
  staffId?: number | 'all';
};

/** The key every appointments list shares, so one invalidation refreshes each range and filter. */
export const appointmentsListKey = ['/api/appointments', 'list'] as const;

/** GET /api/appointments?startDate=&endDate=[&status=&search=&staffId=] (client and service nested). */
export const appointmentsQueryOptions = (filter: AppointmentsFilter) =>
  queryOptions({
    queryKey: [...appointmentsListKey, filter],
    queryFn: () => {
      const query = new URLSearchParams({ startDate: filter.startDate, endDate: filter.endDate });
      if (filter.status) query.set('status', filter.status);
      if (filter.search?.trim()) query.set('search', filter.search.trim());
      if (filter.staffId !== undefined) query.set('staffId', String(filter.staffId));
      return apiJson<AppointmentItem[]>('GET', `/api/appointments?${query}`);
    },
  });

/** Keeps the previous rows on screen while a new search or range loads, instead of flashing placeholders. */
export function useAppointments(filter: AppointmentsFilter) {
  return useQuery({ ...appointmentsQueryOptions(filter), placeholderData: keepPreviousData });
}
