import type { z } from 'zod';
import type {
  ChatMessage,
  ChatRoom,
  ChatRoomListItem,
  createChatRoomSchema,
  listChatRoomsQuerySchema,
  listMessagesQuerySchema,
  sendStaffMessageSchema,
} from '../../../contract/chat';
import type { AuthContext } from '../../core/access';
import type { Database, DbOrTx } from '../../db/client';
import { forbidden, notFound } from '../../lib/http-errors';
import { openRoom, postMessage } from './messages';
import {
  findActiveRoom,
  findClientAppointmentId,
  findClientId,
  findRoom,
  findStaffIdOfUser,
  insertRoom,
} from './repository';
import { listBusinessRooms, roomNotFound, toChatRoom } from './rooms';

/** The spec's clients send a userId; it is only ever compared with the session's, never used. */
function checkClaimedUser(auth: AuthContext, userId: number | null | undefined) {
  if (userId !== null && userId !== undefined && userId !== auth.userId) {
    throw forbidden('You can only act as yourself.');
  }
}

/** Finds the client's open room (for that appointment, if any) or opens one assigned to the caller. */
export async function openStaffRoom(
  db: Database,
  auth: AuthContext,
  input: z.output<typeof createChatRoomSchema>,
): Promise<{ room: ChatRoom; created: boolean }> {
  checkClaimedUser(auth, input.userId);
  return db.transaction(async (tx) => {
    const client = await findClientId(tx, auth.businessId, input.clientId);
    if (!client) throw notFound('Client not found');
    const appointmentId = input.appointmentId ?? null;
    if (appointmentId !== null) {
      const appointment = await findClientAppointmentId(tx, auth.businessId, appointmentId, client.id);
      if (!appointment) throw notFound('Appointment not found');
    }
    const existing = input.isActive
      ? await findActiveRoom(tx, auth.businessId, client.id, appointmentId)
      : undefined;
    if (existing) return { room: toChatRoom(existing), created: false };
    const row = await insertRoom(tx, {
      businessId: auth.businessId,
      clientId: client.id,
      staffId: await findStaffIdOfUser(tx, auth.businessId, auth.userId),
      appointmentId,
      isActive: input.isActive,
    });
    return { room: toChatRoom(row), created: true };
  });
}

/** The business's rooms, newest activity first. */
export async function listStaffRooms(
  db: DbOrTx,
  auth: AuthContext,
  query: z.output<typeof listChatRoomsQuerySchema>,
): Promise<ChatRoomListItem[]> {
  checkClaimedUser(auth, query.userId);
  return listBusinessRooms(db, auth.businessId);
}

async function requireStaffRoom(db: DbOrTx, businessId: number, roomId: number) {
  const room = await findRoom(db, businessId, roomId);
  if (!room) throw roomNotFound();
  return room;
}

/** A room of the business opened by staff: the client's messages become read. */
export async function readStaffRoom(
  db: DbOrTx,
  businessId: number,
  roomId: number,
  query: z.output<typeof listMessagesQuerySchema>,
): Promise<ChatMessage[]> {
  const room = await requireStaffRoom(db, businessId, roomId);
  return openRoom(db, room.id, 'user', query.afterId);
}

/** A message from the signed-in user into a room of their business. */
export async function sendStaffMessage(
  db: DbOrTx,
  auth: AuthContext,
  roomId: number,
  input: z.output<typeof sendStaffMessageSchema>,
): Promise<ChatMessage> {
  checkClaimedUser(auth, input.senderId);
  const room = await requireStaffRoom(db, auth.businessId, roomId);
  return postMessage(db, room, { id: auth.userId, type: 'user' }, input.message);
}
