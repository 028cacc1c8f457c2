import { useQueryClient } from '@tanstack/react-query';
import { chatRoomsQueryOptions } from '../../../lib/api/chat/get-chat-rooms';
import { useRealtime } from '../../../lib/realtime';
import { roomMessagesQueryOptions } from './get-room-messages';

/**
 * Listens on /ws (the session cookie identifies the staff member) and refreshes what a new message
 * changes: that room's messages and the conversations list (spec §7). Once connected it resumes from
 * the newest message the conversations list already knows, so a message sent between loading the list
 * and the socket opening still arrives; before the list has loaded there is nothing to catch up on, as
 * the list itself will include it.
 */
export function useChatUpdates(enabled: boolean) {
  const queryClient = useQueryClient();
  useRealtime(enabled, {
    lastSeenMessageId: () => {
      const rooms = queryClient.getQueryData(chatRoomsQueryOptions().queryKey) ?? [];
      const newest = rooms.reduce((max, room) => Math.max(max, room.lastMessage?.id ?? 0), 0);
      return newest > 0 ? newest : null;
    },
    onEvent: (event) => {
      if (event.type !== 'new_message') return;
      void queryClient.invalidateQueries({ queryKey: roomMessagesQueryOptions(event.data.roomId).queryKey });
      void queryClient.invalidateQueries({ queryKey: chatRoomsQueryOptions().queryKey, exact: true });
    },
  });
}
