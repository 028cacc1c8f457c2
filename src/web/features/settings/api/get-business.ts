import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BusinessProfile } from '../../../../contract/business';
import { apiJson } from '../../../lib/api-client';

/** GET /api/business: the signed-in business's profile, with its logo and accent colour. */
export const businessQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/business'],
    queryFn: () => apiJson<BusinessProfile>('GET', '/api/business'),
  });

export function useBusiness() {
  return useQuery(businessQueryOptions());
}
