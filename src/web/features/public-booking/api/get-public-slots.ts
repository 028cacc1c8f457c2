import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SlotsResponse } from '../../../../contract/public-booking';
import { apiJson } from '../../../lib/api-client';

type SlotsInput = {
  /** The booking link's slug. */
  business: string;
  serviceId: number | undefined;
  date: string | undefined;
  /** At a business with locations: the chosen one. */
  locationId?: number;
  /** The staff member the client chose; unset: anyone available. */
  staffId?: number;
};

/** The key every day's slots of one business share, to refresh them all after a booking. */
export const publicSlotsKey = (business: string) => ['/api/public/businesses', business, 'slots'] as const;

/** GET /api/public/businesses/{business}/slots: the free start times of one day for one service. */
export const publicSlotsQueryOptions = ({ business, serviceId, date, locationId, staffId }: SlotsInput) =>
  queryOptions({
    queryKey: [...publicSlotsKey(business), { serviceId, date, locationId, staffId }],
    queryFn: () => {
      const query = new URLSearchParams({ serviceId: String(serviceId), date: String(date) });
      if (locationId) query.set('locationId', String(locationId));
      if (staffId) query.set('staffId', String(staffId));
      return apiJson<SlotsResponse>('GET', `/api/public/businesses/${business}/slots?${query}`);
    },
    // Other clients book too: a day's free times are worth a fresh look each time it is shown.
    staleTime: 0,
  });

export function usePublicSlots(input: SlotsInput) {
  return useQuery({ ...publicSlotsQueryOptions(input), enabled: Boolean(input.serviceId && input.date) });
}
