import { useQueryClient } from '@tanstack/react-query';
import { useRealtime } from '../../../lib/realtime';
import { chatRoomsQueryOptions } from './get-chat-rooms';
import { roomMessagesQueryOptions } from './get-room-messages';

/**
 * Listens on /ws (the session cookie identifies the staff member) and refreshes what a new message
 * changes: that room's messages and the conversations list (spec §7).
 */
export function useChatUpdates(enabled: boolean) {
  const queryClient = useQueryClient();
  useRealtime(enabled, {
    onEvent: (event) => {
      if (event.type !== 'new_message') return;
      void queryClient.invalidateQueries({ queryKey: roomMessagesQueryOptions(event.data.roomId).queryKey });
      void queryClient.invalidateQueries({ queryKey: chatRoomsQueryOptions().queryKey, exact: true });
    },
  });
}
