import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ServiceItem } from '../../../../contract/services';
import { apiJson } from '../../api-client';

type ServicesFilter = { includeInactive?: boolean };

/**
 * GET /api/services (active only) or, with includeInactive, every service. The bare key
 * ['/api/services'] is a prefix of the filtered one, so invalidating it refreshes both lists.
 */
export const servicesQueryOptions = (filter: ServicesFilter = {}) =>
  queryOptions<ServiceItem[]>({
    queryKey: filter.includeInactive ? ['/api/services', { includeInactive: true }] : ['/api/services'],
    queryFn: () =>
      apiJson<ServiceItem[]>(
        'GET',
        filter.includeInactive ? '/api/services?includeInactive=true' : '/api/services',
      ),
  });

export function useServices(filter: ServicesFilter = {}) {
  return useQuery(servicesQueryOptions(filter));
}
