import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueueEntry } from '../../../../contract/waiting-rooms';
import { apiJson } from '../../../lib/api-client';
import { refreshRoom } from './refresh-room';

/** POST /api/waiting-rooms/{id}/queue/{entryId}/move: a waiting visitor to another place in line. */
export function useMoveQueueEntry(roomId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ entryId, position }: { entryId: number; position: number }) =>
      apiJson<QueueEntry>('POST', `/api/waiting-rooms/${roomId}/queue/${entryId}/move`, { position }),
    onSettled: () => refreshRoom(queryClient, roomId),
  });
}
