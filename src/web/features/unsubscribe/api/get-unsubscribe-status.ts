import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UnsubscribeStatus } from '../../../../contract/consent';
import { apiJson } from '../../../lib/api-client';

export const unsubscribeUrl = (token: string) => `/api/public/unsubscribe/${encodeURIComponent(token)}`;

/** GET /api/public/unsubscribe/{token}: whose list the link is for, and whether the reader is on it. 404: not a link. */
export const unsubscribeStatusQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['/api/public/unsubscribe', token],
    queryFn: () => apiJson<UnsubscribeStatus>('GET', unsubscribeUrl(token)),
  });

export function useUnsubscribeStatus(token: string) {
  return useQuery(unsubscribeStatusQueryOptions(token));
}
