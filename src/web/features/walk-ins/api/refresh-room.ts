import type { QueryClient } from '@tanstack/react-query';
import { waitingRoomsQueryOptions } from './list-waiting-rooms';

/** After a change to a room's queue: the list (counts, waits) and everything of that room. */
export function refreshRoom(queryClient: QueryClient, roomId: number) {
  const rooms = waitingRoomsQueryOptions().queryKey;
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: rooms, exact: true }),
    queryClient.invalidateQueries({ queryKey: [...rooms, roomId] }),
  ]);
}
