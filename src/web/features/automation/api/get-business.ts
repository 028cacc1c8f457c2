import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BusinessProfile } from '../../../../contract/business';
import { apiJson } from '../../../lib/api-client';

/** GET /api/business: the name and id a campaign's preview fills {{businessName}} and the booking link with. */
export const businessQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/business'],
    queryFn: () => apiJson<BusinessProfile>('GET', '/api/business'),
  });

export function useBusiness() {
  return useQuery(businessQueryOptions());
}
