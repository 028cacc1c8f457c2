import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChatMessage } from '../../../../contract/chat';
import { chatRoomsQueryOptions } from '../../../lib/api/chat/get-chat-rooms';
import { apiJson } from '../../../lib/api-client';

/** GET /api/chat/rooms/{id}/messages: oldest first; reading them marks the client's messages read. */
export const roomMessagesQueryOptions = (roomId: number) =>
  queryOptions({
    queryKey: [...chatRoomsQueryOptions().queryKey, roomId, 'messages'],
    queryFn: () => apiJson<ChatMessage[]>('GET', `/api/chat/rooms/${roomId}/messages`),
  });

export function useRoomMessages(roomId: number | null) {
  return useQuery({ ...roomMessagesQueryOptions(roomId ?? 0), enabled: roomId !== null });
}
