import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PortalBusiness } from '../../../../contract/portal';
import { portalJson } from '../../../lib/portal/portal-api';

/** GET /api/portal/businesses/{id} (public): name, whether chat is on, the cancellation cut-off. */
export const portalBusinessQueryOptions = (businessId: number) =>
  queryOptions({
    queryKey: ['/api/portal/businesses', businessId],
    queryFn: () => portalJson<PortalBusiness>('GET', `/api/portal/businesses/${businessId}`, null),
  });

export function usePortalBusiness(businessId: number | null) {
  return useQuery({ ...portalBusinessQueryOptions(businessId ?? 0), enabled: businessId !== null });
}
