import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JoinedQueue, JoinQueueInput } from '../../../../contract/waiting-rooms';
import { apiJson } from '../../../lib/api-client';
import { publicRoomQueryOptions } from './get-public-room';

/** POST /api/public/waiting-rooms/{id}/queue → 201 the visitor's token; 409 full or closed; 429 too many. */
export function useJoinQueue(roomId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: JoinQueueInput) =>
      apiJson<JoinedQueue>('POST', `/api/public/waiting-rooms/${roomId}/queue`, input),
    // A refusal means the page is behind (the room filled up or closed): read it again.
    onError: () => queryClient.invalidateQueries({ queryKey: publicRoomQueryOptions(roomId).queryKey }),
  });
}
