import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { ChatMessage, ChatRoom, ChatRoomListItem, ChatSenderType } from '../../../contract/chat';
import type { DbOrTx } from '../../db/client';
import { type ChatRoom as ChatRoomRow, chatRooms } from '../../db/schema/index';
import { inTenant } from '../../db/tenant';
import { notFound } from '../../lib/http-errors';

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

export async function findRoom(db: DbOrTx, businessId: number, roomId: number) {
  const [row] = await db
    .select()
    .from(chatRooms)
    .where(and(inTenant(chatRooms, businessId), eq(chatRooms.id, roomId)))
    .limit(1);
  return row;
}

/**
 * The client's open room (for that appointment, or the general one). Never an unverified widget room: a
 * stranger who typed the client's email must not receive what staff or the client write there.
 */
export async function findActiveRoom(
  db: DbOrTx,
  businessId: number,
  clientId: number,
  appointmentId: number | null,
) {
  const [row] = await db
    .select()
    .from(chatRooms)
    .where(
      and(
        inTenant(chatRooms, businessId),
        eq(chatRooms.clientId, clientId),
        eq(chatRooms.isActive, true),
        eq(chatRooms.verified, true),
        appointmentId === null ? isNull(chatRooms.appointmentId) : eq(chatRooms.appointmentId, appointmentId),
      ),
    )
    .orderBy(chatRooms.id)
    .limit(1);
  return row;
}

export async function insertRoom(
  db: DbOrTx,
  values: {
    businessId: number;
    clientId: number;
    staffId: number | null;
    appointmentId: number | null;
    isActive: boolean;
    guestName?: string | null;
    verified?: boolean;
  },
) {
  const [row] = await db.insert(chatRooms).values(values).returning();
  if (!row) throw new Error('insert returned no room');
  return row;
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
 * Rooms with client, appointment, last message and unread count in ONE query (lateral joins),
 * newest activity first. `unreadFrom`: whose unread messages the reader cares about. `where` speaks of
 * chat_rooms by its table name (no alias), as Drizzle prints it.
 */
export async function listRoomsWhere(
  db: DbOrTx,
  where: SQL,
  unreadFrom: ChatSenderType,
): Promise<ChatRoomListItem[]> {
  const result = await db.execute(sql`
    select chat_rooms.id, chat_rooms.client_id, chat_rooms.staff_id, chat_rooms.appointment_id, chat_rooms.is_active,
      chat_rooms.guest_name, chat_rooms.verified, chat_rooms.created_at,
      c.name as c_name, c.email as c_email, c.phone as c_phone,
      a.id as a_id, a.date as a_date, a.start_time as a_start_time, a.status as a_status, s.name as a_service_name,
      m.id as m_id, m.sender_id as m_sender_id, m.sender_type as m_sender_type, m.message as m_message,
      m.is_read as m_is_read, m.created_at as m_created_at,
      (select count(*)::int from chat_messages u
        where u.room_id = chat_rooms.id and u.sender_type = ${unreadFrom} and not u.is_read) as unread_count
    from chat_rooms
    join clients c on c.id = chat_rooms.client_id
    left join appointments a on a.id = chat_rooms.appointment_id
    left join services s on s.id = a.service_id
    left join lateral (
      select * from chat_messages lm where lm.room_id = chat_rooms.id order by lm.id desc limit 1
    ) m on true
    where ${where}
    order by coalesce(m.created_at, chat_rooms.created_at) desc, chat_rooms.id desc
    limit 500`);
  const rows = (result as unknown as { rows: Raw[] }).rows;
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
