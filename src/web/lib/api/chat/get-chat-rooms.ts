import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChatRoomListItem } from '../../../../contract/chat';
import { apiJson } from '../../api-client';

/** GET /api/chat/rooms: the business's conversations, newest activity first, with unread counts. */
export const chatRoomsQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/chat/rooms'],
    queryFn: () => apiJson<ChatRoomListItem[]>('GET', '/api/chat/rooms'),
  });

export function useChatRooms(enabled: boolean) {
  return useQuery({ ...chatRoomsQueryOptions(), enabled });
}
