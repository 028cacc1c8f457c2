import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PortalProfile } from '../../../../contract/portal';
import { portalTokenKey } from '../../chat-widget/api/client-room';
import { portalJson } from '../../chat-widget/lib/portal-api';

/** GET /api/portal/me: the signed-in client's profile and business. */
export const portalProfileQueryOptions = (token: string) =>
  queryOptions({
    queryKey: [...portalTokenKey(token), 'me'],
    queryFn: () => portalJson<PortalProfile>('GET', '/api/portal/me', token),
  });

export function usePortalProfile(token: string) {
  return useQuery(portalProfileQueryOptions(token));
}
