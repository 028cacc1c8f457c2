import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientChatRoom } from '../../../../contract/chat';
import { portalJson } from '../../../lib/portal/portal-api';

/** Keys of everything fetched with one client token start here, so two identities never share data. */
export const portalTokenKey = (token: string) => ['portal', token] as const;

/** POST /api/portal/chat/rooms: the signed-in client's active room, found or created (safe to repeat). */
export const clientRoomQueryOptions = (token: string) =>
  queryOptions({
    queryKey: [...portalTokenKey(token), 'room'],
    queryFn: () => portalJson<ClientChatRoom>('POST', '/api/portal/chat/rooms', token),
  });

export function useClientRoom(token: string | null) {
  return useQuery({ ...clientRoomQueryOptions(token ?? ''), enabled: token !== null });
}
