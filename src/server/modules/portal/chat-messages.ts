import type { z } from 'zod';
import type { ChatMessage, listMessagesQuerySchema, sendClientMessageSchema } from '../../../contract/chat';
import type { PortalIdentity } from '../../core/portal-sessions';
import type { DbOrTx } from '../../db/client';
import { openRoom, postMessage } from '../chat';
import { requireClientRoom } from './chat';

/** A room the caller may see, opened by the client side: the staff's messages become read. */
export async function readClientRoom(
  db: DbOrTx,
  who: PortalIdentity,
  roomId: number,
  query: z.output<typeof listMessagesQuerySchema>,
): Promise<ChatMessage[]> {
  const room = await requireClientRoom(db, who, roomId);
  return openRoom(db, room.id, 'client', query.afterId);
}

/** A message from the token's client into a room they may see. */
export async function sendClientMessage(
  db: DbOrTx,
  who: PortalIdentity,
  roomId: number,
  input: z.output<typeof sendClientMessageSchema>,
): Promise<ChatMessage> {
  const room = await requireClientRoom(db, who, roomId);
  return postMessage(db, room, { id: who.clientId, type: 'client' }, input.message);
}
