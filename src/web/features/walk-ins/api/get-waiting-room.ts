import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WaitingRoom } from '../../../../contract/waiting-rooms';
import { apiJson } from '../../../lib/api-client';

/** GET /api/waiting-rooms/{id}: one room (the kiosk's name, welcome message, services, open or full). */
export const waitingRoomQueryOptions = (roomId: number) =>
  queryOptions({
    queryKey: ['/api/waiting-rooms', roomId],
    queryFn: () => apiJson<WaitingRoom>('GET', `/api/waiting-rooms/${roomId}`),
  });

export function useWaitingRoom(roomId: number) {
  return useQuery(waitingRoomQueryOptions(roomId));
}
