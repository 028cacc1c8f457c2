import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OfferRedemption } from '../../../../contract/offers';
import { apiJson } from '../../../lib/api-client';
import { offersQueryOptions } from './list-offers';

/** GET /api/offers/{id}/redemptions: who used the code and what it took off, newest first (up to 100). */
export const offerRedemptionsQueryOptions = (offerId: number) =>
  queryOptions({
    queryKey: [...offersQueryOptions().queryKey, offerId, 'redemptions'],
    queryFn: () => apiJson<OfferRedemption[]>('GET', `/api/offers/${offerId}/redemptions`),
  });

export function useOfferRedemptions(offerId: number) {
  return useQuery(offerRedemptionsQueryOptions(offerId));
}
