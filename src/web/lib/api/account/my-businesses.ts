import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { CurrentUser, MemberBusiness } from '../../../../contract/auth';
import { apiJson } from '../../api-client';

/** GET /api/auth/businesses: the businesses the signed-in person belongs to. */
export const myBusinessesQueryOptions = () =>
  queryOptions<MemberBusiness[]>({ queryKey: ['/api/auth/businesses'], staleTime: 60_000 });

export function useMyBusinesses() {
  return useQuery(myBusinessesQueryOptions());
}

/**
 * POST /api/auth/switch-business: a new session in the chosen business. The whole app reloads on it, so no
 * screen, cache or socket of the other business is left behind.
 */
export function useSwitchBusiness() {
  return useMutation({
    mutationFn: (businessId: number) =>
      apiJson<CurrentUser>('POST', '/api/auth/switch-business', { businessId }),
    onSuccess: () => window.location.assign('/'),
  });
}
