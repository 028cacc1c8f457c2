import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueueBoard } from '../../../../contract/waiting-rooms';
import { apiJson } from '../../../lib/api-client';

/** GET /api/waiting-rooms/{id}/board: the TV board's view, first names and initials only. */
export const boardQueryOptions = (roomId: number) =>
  queryOptions({
    queryKey: ['/api/waiting-rooms', roomId, 'board'],
    queryFn: () => apiJson<QueueBoard>('GET', `/api/waiting-rooms/${roomId}/board`),
  });

export function useBoard(roomId: number) {
  return useQuery(boardQueryOptions(roomId));
}
