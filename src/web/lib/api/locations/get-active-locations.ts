import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Location } from '../../../../contract/locations';
import { apiJson } from '../../api-client';

/** GET /api/locations' active ones: where an appointment may happen, and the choices in the staff and service forms. */
export const activeLocationsQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/locations'],
    queryFn: () => apiJson<Location[]>('GET', '/api/locations'),
    select: (locations) => locations.filter((location) => location.isActive),
  });

export function useActiveLocations() {
  return useQuery(activeLocationsQueryOptions());
}
