import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicWaitingRoom } from '../../../../contract/waiting-rooms';
import { apiJson } from '../../../lib/api-client';

/** GET /api/public/waiting-rooms/{id}: what the join page shows (404 unknown). */
export const publicRoomQueryOptions = (roomId: number) =>
  queryOptions({
    queryKey: ['/api/public/waiting-rooms', roomId],
    queryFn: () => apiJson<PublicWaitingRoom>('GET', `/api/public/waiting-rooms/${roomId}`),
  });

export function usePublicRoom(roomId: number) {
  return useQuery(publicRoomQueryOptions(roomId));
}
