import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateWaitingRoomInput, WaitingRoom } from '../../../../contract/waiting-rooms';
import { apiJson } from '../../../lib/api-client';
import { waitingRoomsQueryOptions } from './list-waiting-rooms';

/** PUT /api/waiting-rooms/{id}: fields left out stay as they are; 409 when the location already has a room. */
export function useUpdateWaitingRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...changes }: UpdateWaitingRoomInput & { id: number }) =>
      apiJson<WaitingRoom>('PUT', `/api/waiting-rooms/${id}`, changes),
    // The prefix: the list, and the room's queue (its header shows the room's settings).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: waitingRoomsQueryOptions().queryKey }),
  });
}
