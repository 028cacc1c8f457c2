import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PortalProfile } from '../../../../contract/portal';
import { portalTokenKey } from '../../../components/chat-widget/api/client-room';
import { portalJson } from '../../../lib/portal/portal-api';

/** GET /api/portal/me: the signed-in client's profile and business. */
export const portalProfileQueryOptions = (token: string) =>
  queryOptions({
    queryKey: [...portalTokenKey(token), 'me'],
    queryFn: () => portalJson<PortalProfile>('GET', '/api/portal/me', token),
  });

export function usePortalProfile(token: string) {
  return useQuery(portalProfileQueryOptions(token));
}
