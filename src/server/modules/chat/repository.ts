import { and, asc, desc, eq, gt, isNull, type SQL, sql } from 'drizzle-orm';
import type { ChatSenderType } from '../../../contract/chat';
import type { DbOrTx } from '../../db/client';
import {
  appointments,
  chatMessages,
  chatRooms,
  clients,
  type NewChatMessage,
  staff,
} from '../../db/schema/index';
import { idInTenant, inTenant } from '../../db/tenant';

/** The staff record of the signed-in user in this business; null when they have none. */
export async function findStaffIdOfUser(
  db: DbOrTx,
  businessId: number,
  userId: number,
): Promise<number | null> {
  const [row] = await db
    .select({ id: staff.id })
    .from(staff)
    .where(and(inTenant(staff, businessId), eq(staff.userId, userId)))
    .limit(1);
  return row?.id ?? null;
}

/** The business's client with this id. */
export async function findClientId(db: DbOrTx, businessId: number, clientId: number) {
  const [row] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(idInTenant(clients, clientId, businessId))
    .limit(1);
  return row;
}

/** The business's appointment with this id, if it is this client's. */
export async function findClientAppointmentId(
  db: DbOrTx,
  businessId: number,
  appointmentId: number,
  clientId: number,
) {
  const [row] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(and(idInTenant(appointments, appointmentId, businessId), eq(appointments.clientId, clientId)))
    .limit(1);
  return row;
}

// Rooms

export async function findRoom(db: DbOrTx, businessId: number, roomId: number) {
  const [row] = await db
    .select()
    .from(chatRooms)
    .where(idInTenant(chatRooms, roomId, businessId))
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

/**
 * Rooms with client, appointment, last message and unread count in ONE query (lateral joins), raw as the
 * driver answers them, newest activity first. `unreadFrom`: whose unread messages count. `where` speaks of
 * chat_rooms by its table name (no alias), as Drizzle prints it.
 */
export async function listRoomRowsWhere(
  db: DbOrTx,
  where: SQL,
  unreadFrom: ChatSenderType,
): Promise<Record<string, unknown>[]> {
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
  return (result as unknown as { rows: Record<string, unknown>[] }).rows;
}

// Messages

/** The room's latest `limit` messages, oldest first. */
export async function listLatestMessages(db: DbOrTx, roomId: number, limit: number) {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.roomId, roomId))
    .orderBy(desc(chatMessages.id))
    .limit(limit);
  return rows.reverse();
}

/** The room's first `limit` messages after `afterId`, oldest first (catch-up). */
export async function listMessagesAfter(db: DbOrTx, roomId: number, afterId: number, limit: number) {
  return db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.roomId, roomId), gt(chatMessages.id, afterId)))
    .orderBy(asc(chatMessages.id))
    .limit(limit);
}

/** The reader opened the room: what the other side (`sentBy`) sent is now read. */
export async function markMessagesRead(db: DbOrTx, roomId: number, sentBy: ChatSenderType): Promise<void> {
  await db
    .update(chatMessages)
    .set({ isRead: true })
    .where(
      and(
        eq(chatMessages.roomId, roomId),
        eq(chatMessages.senderType, sentBy),
        eq(chatMessages.isRead, false),
      ),
    );
}

export async function insertMessage(tx: DbOrTx, values: NewChatMessage) {
  const [row] = await tx.insert(chatMessages).values(values).returning();
  return row;
}
