import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicBusiness } from '../../../../contract/public-booking';
import { apiJson } from '../../../lib/api-client';

/** Which business `?business=` names: its id, or its booking-link slug. */
export type BusinessRef = { id: number } | { slug: string };

export function businessRefFrom(search: string): BusinessRef | null {
  const raw = new URLSearchParams(search).get('business')?.trim().toLowerCase();
  if (!raw) return null;
  if (/^\d{1,9}$/.test(raw)) return Number(raw) > 0 ? { id: Number(raw) } : null;
  return /^[a-z0-9]+(-[a-z0-9]+)*$/.test(raw) && raw.length <= 60 ? { slug: raw } : null;
}

/** GET /api/public/businesses/{id} or /by-slug/{slug}: name, contact, hours and services. */
export function usePublicBusinessProfile(ref: BusinessRef) {
  return useQuery(
    queryOptions({
      queryKey: ['/api/public/businesses', 'id' in ref ? ref.id : `by-slug:${ref.slug}`],
      queryFn: () =>
        apiJson<PublicBusiness>(
          'GET',
          'id' in ref
            ? `/api/public/businesses/${ref.id}`
            : `/api/public/businesses/by-slug/${encodeURIComponent(ref.slug)}`,
        ),
    }),
  );
}
