import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateWaitingRoomInput, WaitingRoom } from '../../../../contract/waiting-rooms';
import { apiJson } from '../../../lib/api-client';
import { waitingRoomsQueryOptions } from './list-waiting-rooms';

/** POST /api/waiting-rooms → 201 the room; 409 when its location already has one. */
export function useCreateWaitingRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateWaitingRoomInput) => apiJson<WaitingRoom>('POST', '/api/waiting-rooms', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: waitingRoomsQueryOptions().queryKey }),
  });
}
