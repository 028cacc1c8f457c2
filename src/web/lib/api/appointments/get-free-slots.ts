import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SlotsResponse } from '../../../../contract/public-booking';
import { apiJson } from '../../api-client';

type FreeSlotsInput = {
  /** The business's booking-link slug. */
  business: string;
  serviceId?: number;
  date?: string;
  staffId?: number;
  locationId?: number;
};

/** Shared by every day and service, so a booking refreshes them all. */
export const freeSlotsKey = ['/api/public/businesses', 'slots'] as const;

/** GET /api/public/businesses/{business}/slots: the free start times of one day for one service. */
export const freeSlotsQueryOptions = ({ business, serviceId, date, staffId, locationId }: FreeSlotsInput) =>
  queryOptions({
    queryKey: [...freeSlotsKey, { business, serviceId, date, staffId, locationId }],
    queryFn: () => {
      const query = new URLSearchParams({ serviceId: String(serviceId), date: String(date) });
      if (staffId) query.set('staffId', String(staffId));
      if (locationId) query.set('locationId', String(locationId));
      return apiJson<SlotsResponse>(
        'GET',
        `/api/public/businesses/${encodeURIComponent(business)}/slots?${query}`,
      );
    },
    // Others book too: a day's free times deserve a fresh look every time they are shown.
    staleTime: 0,
  });

export function useFreeSlots(input: FreeSlotsInput) {
  return useQuery({ ...freeSlotsQueryOptions(input), enabled: Boolean(input.serviceId && input.date) });
}
