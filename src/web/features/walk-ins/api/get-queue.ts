import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueueView } from '../../../../contract/waiting-rooms';
import { apiJson } from '../../../lib/api-client';

/** GET /api/waiting-rooms/{id}/queue: those in the room, today's finished, the estimate and its version. */
export const queueQueryOptions = (roomId: number) =>
  queryOptions({
    queryKey: ['/api/waiting-rooms', roomId, 'queue'],
    queryFn: () => apiJson<QueueView>('GET', `/api/waiting-rooms/${roomId}/queue`),
  });

export function useQueue(roomId: number) {
  return useQuery(queueQueryOptions(roomId));
}
