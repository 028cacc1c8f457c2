import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type BusinessRef,
  publicBusinessPath,
  publicBusinessQueryKey,
} from '../../../../contract/business-ref';
import type { PublicBusiness } from '../../../../contract/public-booking';
import { apiJson } from '../../../lib/api-client';

/**
 * GET /api/public/businesses/{id} or /api/public/businesses/by-slug/{slug}: name, contact, hours, booking
 * bounds, timezone and bookable services (404 unknown). The booking page's HTML usually carries it already.
 */
export const publicBusinessQueryOptions = (ref: BusinessRef) =>
  queryOptions({
    queryKey: publicBusinessQueryKey(ref),
    queryFn: () => apiJson<PublicBusiness>('GET', publicBusinessPath(ref)),
  });

export function usePublicBusiness(ref: BusinessRef) {
  return useQuery(publicBusinessQueryOptions(ref));
}
