import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Location } from '../../../../contract/locations';
import { apiJson } from '../../api-client';

/** GET /api/locations, for the booking dialog: where an appointment may happen (active ones). */
export const bookingLocationsQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/locations'],
    queryFn: () => apiJson<Location[]>('GET', '/api/locations'),
    select: (locations) => locations.filter((location) => location.isActive),
  });

export function useBookingLocations() {
  return useQuery(bookingLocationsQueryOptions());
}
