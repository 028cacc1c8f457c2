import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicBusiness } from '../../../../contract/public-booking';
import { apiJson } from '../../../lib/api-client';

/** GET /api/public/businesses/{id}: name, contact, timezone and bookable services (404 unknown). */
export const publicBusinessQueryOptions = (businessId: number) =>
  queryOptions({
    queryKey: ['/api/public/businesses', businessId],
    queryFn: () => apiJson<PublicBusiness>('GET', `/api/public/businesses/${businessId}`),
  });

export function usePublicBusiness(businessId: number) {
  return useQuery(publicBusinessQueryOptions(businessId));
}
