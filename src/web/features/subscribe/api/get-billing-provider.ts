import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BillingProviderInfo } from '../../../../contract/billing';
import { apiJson } from '../../../lib/api-client';

/** GET /api/billing/provider: Stripe (with its publishable key) or the offline demo provider. */
export const billingProviderQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/billing/provider'],
    queryFn: () => apiJson<BillingProviderInfo>('GET', '/api/billing/provider'),
  });

export function useBillingProvider() {
  return useQuery(billingProviderQueryOptions());
}
