import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatMessage } from '../../../../contract/chat';
import { chatRoomsQueryOptions } from '../../../lib/api/chat/get-chat-rooms';
import { apiJson } from '../../../lib/api-client';
import { roomMessagesQueryOptions } from './get-room-messages';

/** POST /api/chat/rooms/{id}/messages as the signed-in staff member. */
export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ roomId, message }: { roomId: number; message: string }) =>
      apiJson<ChatMessage>('POST', `/api/chat/rooms/${roomId}/messages`, {
        message,
        senderType: 'user',
        isRead: false,
      }),
    onSuccess: (_message, { roomId }) => {
      void queryClient.invalidateQueries({ queryKey: roomMessagesQueryOptions(roomId).queryKey });
      void queryClient.invalidateQueries({ queryKey: chatRoomsQueryOptions().queryKey, exact: true });
    },
  });
}
