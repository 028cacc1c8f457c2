import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChatMessage } from '../../../../contract/chat';
import { portalJson } from '../../../lib/portal/portal-api';
import { portalTokenKey } from './client-room';

/** GET /api/portal/chat/rooms/{id}/messages: oldest first; reading marks the business's replies read. */
export const clientMessagesQueryOptions = (token: string, roomId: number) =>
  queryOptions({
    queryKey: [...portalTokenKey(token), 'rooms', roomId, 'messages'],
    queryFn: () => portalJson<ChatMessage[]>('GET', `/api/portal/chat/rooms/${roomId}/messages`, token),
  });

export function useClientMessages(token: string, roomId: number | null) {
  return useQuery({ ...clientMessagesQueryOptions(token, roomId ?? 0), enabled: roomId !== null });
}

/** POST /api/portal/chat/rooms/{id}/messages as the token's client. */
export function useSendClientMessage(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ roomId, message }: { roomId: number; message: string }) =>
      portalJson<ChatMessage>('POST', `/api/portal/chat/rooms/${roomId}/messages`, token, { message }),
    onSuccess: (_message, { roomId }) =>
      queryClient.invalidateQueries({ queryKey: clientMessagesQueryOptions(token, roomId).queryKey }),
  });
}
