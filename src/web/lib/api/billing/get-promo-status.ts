import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PromoStatus } from '../../../../contract/billing';
import { apiJson } from '../../api-client';

/** GET /api/promo/status (public): launch discounts claimed and left, from the live counter. */
export const promoStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/promo/status'],
    queryFn: () => apiJson<PromoStatus>('GET', '/api/promo/status'),
  });

export function usePromoStatus() {
  return useQuery(promoStatusQueryOptions());
}
