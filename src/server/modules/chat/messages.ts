import type { ChatMessage, ChatSenderType } from '../../../contract/chat';
import type { DbOrTx } from '../../db/client';
import type { ChatMessage as ChatMessageRow } from '../../db/schema/index';
import { announceChatMessage } from '../../realtime/bus';
import { insertMessage, listLatestMessages, listMessagesAfter, markMessagesRead } from './repository';

/** Opening a room shows at most this many of its latest messages; older ones are for a later pager. */
const ROOM_HISTORY = 500;

export function toChatMessage(row: ChatMessageRow): ChatMessage {
  return {
    id: row.id,
    roomId: row.roomId,
    senderId: row.senderId,
    senderType: row.senderType,
    message: row.message,
    isRead: row.isRead,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The latest messages of a room, oldest first; with afterId only newer ones (catch-up). */
export async function listRoomMessages(db: DbOrTx, roomId: number, afterId?: number): Promise<ChatMessage[]> {
  const rows =
    afterId === undefined
      ? await listLatestMessages(db, roomId, ROOM_HISTORY)
      : await listMessagesAfter(db, roomId, afterId, ROOM_HISTORY);
  return rows.map(toChatMessage);
}

/** Opening a room: mark, then read, in one transaction so the answer shows them read. */
export async function openRoom(db: DbOrTx, roomId: number, reader: ChatSenderType, afterId?: number) {
  return db.transaction(async (tx) => {
    await markMessagesRead(tx, roomId, reader === 'user' ? 'client' : 'user');
    return listRoomMessages(tx, roomId, afterId);
  });
}

/** Stores the message and, in the same transaction, NOTIFYs it: listeners hear it only once it is committed. */
export async function postMessage(
  db: DbOrTx,
  room: { id: number; businessId: number; clientId: number; verified: boolean },
  sender: { id: number; type: ChatSenderType },
  message: string,
): Promise<ChatMessage> {
  return db.transaction(async (tx) => {
    const row = await insertMessage(tx, {
      businessId: room.businessId,
      roomId: room.id,
      senderId: sender.id,
      senderType: sender.type,
      message,
    });
    if (!row) throw new Error('insert returned no message');
    await announceChatMessage(tx, {
      businessId: room.businessId,
      roomId: room.id,
      clientId: room.clientId,
      verified: room.verified,
      messageId: row.id,
    });
    return toChatMessage(row);
  });
}
