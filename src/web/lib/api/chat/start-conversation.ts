import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatRoom } from '../../../../contract/chat';
import { apiJson } from '../../api-client';
import { chatRoomsQueryOptions } from './get-chat-rooms';

/** POST /api/chat/rooms { clientId }: the client's open room, or a new one (the business writes first). */
export function useStartConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (clientId: number) =>
      apiJson<ChatRoom>('POST', '/api/chat/rooms', { clientId, isActive: true }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: chatRoomsQueryOptions().queryKey, exact: true }),
  });
}
