import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BusinessProfile } from '../../../../contract/business';
import { apiJson } from '../../api-client';

/**
 * GET /api/business: the signed-in business's profile (name, logo, accent colour, settings). Every screen
 * reads the one cached entry, so a save in Settings shows everywhere at once.
 */
export const businessQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/business'],
    queryFn: () => apiJson<BusinessProfile>('GET', '/api/business'),
  });

export function useBusiness() {
  return useQuery(businessQueryOptions());
}
