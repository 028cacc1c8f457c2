import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueueAction, QueueEntry } from '../../../../contract/waiting-rooms';
import { apiJson } from '../../../lib/api-client';
import { refreshRoom } from './refresh-room';

/** POST /api/waiting-rooms/{id}/queue/{entryId}/{action}: call, start, complete, no-show or remove; 409 when the status doesn't allow it. */
export function useQueueAction(roomId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ entryId, action }: { entryId: number; action: QueueAction }) =>
      apiJson<QueueEntry>('POST', `/api/waiting-rooms/${roomId}/queue/${entryId}/${action}`, {}),
    // A refused action (409) also means the screen is behind: read the queue again either way.
    onSettled: () => refreshRoom(queryClient, roomId),
  });
}
