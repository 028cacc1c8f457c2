import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Offer } from '../../../../contract/offers';
import { apiJson } from '../../../lib/api-client';

/**
 * GET /api/offers: every offer, newest first. Its key is the prefix of each offer's redemptions, so one
 * invalidation after a write refreshes both.
 */
export const offersQueryOptions = () =>
  queryOptions({ queryKey: ['/api/offers'], queryFn: () => apiJson<Offer[]>('GET', '/api/offers') });

export function useOffers() {
  return useQuery(offersQueryOptions());
}
