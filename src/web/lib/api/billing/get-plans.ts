import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlanOffer } from '../../../../contract/plans';
import { apiJson } from '../../api-client';

/** GET /api/plans (public): the catalogue of tiers, prices in cents, trials and features. */
export const plansQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/plans'],
    queryFn: () => apiJson<PlanOffer[]>('GET', '/api/plans'),
  });

/** The plan on sale (Enterprise, spec §2 and §9): the one with a price id, or null if none is. */
export function planOnSale(plans: readonly PlanOffer[]): PlanOffer | null {
  return plans.find((plan) => plan.priceId !== null && plan.monthlyPriceCents !== null) ?? null;
}

export function usePlans() {
  return useQuery(plansQueryOptions());
}
