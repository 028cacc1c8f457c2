import type { SQL } from 'drizzle-orm';
import type { ChatMessage, ChatRoom, ChatRoomListItem, ChatSenderType } from '../../../contract/chat';
import type { DbOrTx } from '../../db/client';
import { type ChatRoom as ChatRoomRow, chatRooms } from '../../db/schema/index';
import { inTenant } from '../../db/tenant';
import { notFound } from '../../lib/http-errors';
import { listRoomRowsWhere } from './repository';

export const roomNotFound = () => notFound('Chat room not found');

export function toChatRoom(row: ChatRoomRow): ChatRoom {
  return {
    id: row.id,
    clientId: row.clientId,
    staffId: row.staffId,
    appointmentId: row.appointmentId,
    isActive: row.isActive,
    guestName: row.guestName,
    verified: row.verified,
    createdAt: row.createdAt.toISOString(),
  };
}

type Raw = Record<string, unknown>;
const iso = (value: unknown) => new Date(value as string | Date).toISOString();

function lastMessageOf(r: Raw): ChatMessage | null {
  if (r.m_id === null || r.m_id === undefined) return null;
  return {
    id: Number(r.m_id),
    roomId: Number(r.id),
    senderId: Number(r.m_sender_id),
    senderType: r.m_sender_type as ChatSenderType,
    message: String(r.m_message),
    isRead: Boolean(r.m_is_read),
    createdAt: iso(r.m_created_at),
  };
}

/**
 * Rooms with client, appointment, last message and unread count (one query: `listRoomRowsWhere`), newest
 * activity first. `unreadFrom`: whose unread messages the reader cares about. `where` speaks of chat_rooms by
 * its table name (no alias), as Drizzle prints it.
 */
export async function listRoomsWhere(
  db: DbOrTx,
  where: SQL,
  unreadFrom: ChatSenderType,
): Promise<ChatRoomListItem[]> {
  const rows = await listRoomRowsWhere(db, where, unreadFrom);
  return rows.map((r) => ({
    id: Number(r.id),
    clientId: Number(r.client_id),
    staffId: r.staff_id === null ? null : Number(r.staff_id),
    appointmentId: r.appointment_id === null ? null : Number(r.appointment_id),
    isActive: Boolean(r.is_active),
    guestName: (r.guest_name as string | null) ?? null,
    verified: Boolean(r.verified),
    createdAt: iso(r.created_at),
    client: {
      id: Number(r.client_id),
      name: String(r.c_name),
      email: (r.c_email as string | null) ?? null,
      phone: (r.c_phone as string | null) ?? null,
    },
    appointment:
      r.a_id === null
        ? null
        : {
            id: Number(r.a_id),
            date: String(r.a_date),
            startTime: String(r.a_start_time),
            status: String(r.a_status),
            serviceName: String(r.a_service_name),
          },
    lastMessage: lastMessageOf(r),
    unreadCount: Number(r.unread_count),
  }));
}

/** Staff's list: every room of the business; unread counts the client's messages. */
export function listBusinessRooms(db: DbOrTx, businessId: number): Promise<ChatRoomListItem[]> {
  return listRoomsWhere(db, inTenant(chatRooms, businessId), 'client');
}
