import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TwoFactorStatus } from '../../../../contract/two-factor';
import { apiJson } from '../../api-client';

/** GET /api/account/two-factor: on or off, recovery codes left, remembered devices, the business's rule. */
export const twoFactorStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/account/two-factor'],
    queryFn: () => apiJson<TwoFactorStatus>('GET', '/api/account/two-factor'),
  });

export function useTwoFactorStatus() {
  return useQuery(twoFactorStatusQueryOptions());
}
