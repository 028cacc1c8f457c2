import { queryOptions, useQuery } from '@tanstack/react-query';
import { ACTIVE_STATUSES, type VisitorQueueStatus } from '../../../../contract/waiting-rooms';
import { apiJson } from '../../../lib/api-client';

/** Read again this often while still in the room, in case a live update was missed. */
const FALLBACK_REFRESH_MS = 30_000;

export const queueStatusUrl = (token: string) => `/api/public/queue/${encodeURIComponent(token)}`;

export const isStillInRoom = (status: VisitorQueueStatus['status']) =>
  (ACTIVE_STATUSES as readonly string[]).includes(status);

/** GET /api/public/queue/{token}: the visitor's own place in line (404 not a place). */
export const queueStatusQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['/api/public/queue', token],
    queryFn: () => apiJson<VisitorQueueStatus>('GET', queueStatusUrl(token)),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status && isStillInRoom(status) ? FALLBACK_REFRESH_MS : false;
    },
  });

export function useQueueStatus(token: string) {
  return useQuery(queueStatusQueryOptions(token));
}
