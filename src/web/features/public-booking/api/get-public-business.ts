import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicBusiness } from '../../../../contract/public-booking';
import { apiJson } from '../../../lib/api-client';

/** Which business a booking link names: its id, or the slug the owner chose in Settings. */
export type BusinessRef = { id: number } | { slug: string };

const urlOf = (ref: BusinessRef) =>
  'id' in ref
    ? `/api/public/businesses/${ref.id}`
    : `/api/public/businesses/by-slug/${encodeURIComponent(ref.slug)}`;

/**
 * GET /api/public/businesses/{id} or /api/public/businesses/by-slug/{slug}: name, contact, hours, booking
 * bounds, timezone and bookable services (404 unknown).
 */
export const publicBusinessQueryOptions = (ref: BusinessRef) =>
  queryOptions({
    queryKey: ['/api/public/businesses', 'id' in ref ? ref.id : `by-slug:${ref.slug}`],
    queryFn: () => apiJson<PublicBusiness>('GET', urlOf(ref)),
  });

export function usePublicBusiness(ref: BusinessRef) {
  return useQuery(publicBusinessQueryOptions(ref));
}
