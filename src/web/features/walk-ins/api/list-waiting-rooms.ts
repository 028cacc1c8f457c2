import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WaitingRoom } from '../../../../contract/waiting-rooms';
import { apiJson } from '../../../lib/api-client';

/**
 * GET /api/waiting-rooms: the business's rooms. Its key is the prefix of each room's own queries (queue,
 * board), so one invalidation after a reconnect refreshes them all.
 */
export const waitingRoomsQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/waiting-rooms'],
    queryFn: () => apiJson<WaitingRoom[]>('GET', '/api/waiting-rooms'),
  });

export function useWaitingRooms() {
  return useQuery(waitingRoomsQueryOptions());
}
