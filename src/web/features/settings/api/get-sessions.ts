import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountSession } from '../../../../contract/account';
import { apiJson } from '../../../lib/api-client';

/** GET /api/account/sessions: this person's signed-in browsers, this one first. */
export const sessionsQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/account/sessions'],
    queryFn: () => apiJson<AccountSession[]>('GET', '/api/account/sessions'),
    // Sign-ins elsewhere come and go: a fresh look each time the section is shown.
    staleTime: 0,
  });

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}
