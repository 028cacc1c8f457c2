import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddToQueueInput, QueueEntry } from '../../../../contract/waiting-rooms';
import { apiJson } from '../../../lib/api-client';
import { refreshRoom } from './refresh-room';

export type AddedToQueue = { entry: QueueEntry; token: string; statusPath: string };

/** POST /api/waiting-rooms/{id}/queue (staff or kiosk) → 201; 409 when the list is full or closed. */
export function useAddToQueue(roomId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddToQueueInput) =>
      apiJson<AddedToQueue>('POST', `/api/waiting-rooms/${roomId}/queue`, input),
    // A refusal (full, closed) means the screen is behind: read the room again either way.
    onSettled: () => refreshRoom(queryClient, roomId),
  });
}
