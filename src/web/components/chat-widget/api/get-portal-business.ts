import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BusinessRef } from '../../../../contract/business-ref';
import type { PortalBusiness } from '../../../../contract/portal';
import { portalJson } from '../../../lib/portal/portal-api';

/**
 * GET /api/portal/businesses/{business} (public), by the business's slug (an old slug, or the number of a
 * business from before slugs, answers with its slug now): its id, name, whether chat is on, the cut-off.
 */
export const portalBusinessQueryOptions = (ref: BusinessRef) =>
  queryOptions({
    queryKey: ['/api/portal/businesses', ref],
    queryFn: () =>
      portalJson<PortalBusiness>('GET', `/api/portal/businesses/${encodeURIComponent(ref)}`, null),
  });

export function usePortalBusiness(ref: BusinessRef | null) {
  return useQuery({ ...portalBusinessQueryOptions(ref ?? ''), enabled: ref !== null });
}
