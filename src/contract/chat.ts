import { z } from 'zod';

export const chatSenderTypes = ['user', 'client'] as const;
export type ChatSenderType = (typeof chatSenderTypes)[number];

export const MESSAGE_REQUIRED = 'Message is required';
export const CHAT_FEATURE_REQUIRED = 'This feature requires a paid subscription.';
export const NO_CHAT_ROOM = 'No chat room available';
export const NO_ROOM_SELECTED = 'No room selected';

const optionalId = z.coerce.number().int().positive().max(2_147_483_647).nullable().optional();

/**
 * POST /api/chat/rooms (spec §7). `userId` is checked against the session (403 when it names someone
 * else); the room's staff member is always the signed-in user's.
 */
export const createChatRoomSchema = z
  .object({
    clientId: z.coerce.number({ error: 'Client is required' }).int().positive().max(2_147_483_647),
    userId: optionalId,
    isActive: z.boolean().default(true),
    appointmentId: optionalId,
  })
  .strict();
export type CreateChatRoomInput = z.input<typeof createChatRoomSchema>;

/** GET /api/chat/rooms[?userId=]: userId, when sent, must be the signed-in user's id. */
export const listChatRoomsQuerySchema = z.object({ userId: optionalId });

/** GET .../messages[?afterId=]: afterId returns only newer messages (catch-up). */
export const listMessagesQuerySchema = z.object({ afterId: z.coerce.number().int().min(0).optional() });

export const messageText = z
  .string({ error: MESSAGE_REQUIRED })
  .trim()
  .min(1, MESSAGE_REQUIRED)
  .max(5000, 'Message must be less than 5000 characters');

/**
 * POST /api/chat/rooms/{id}/messages (spec §7 fields). senderId and senderType are checked, not trusted:
 * a staff call always sends as { senderType: 'user', senderId: the session's user id }.
 */
export const sendStaffMessageSchema = z
  .object({
    senderId: optionalId,
    senderType: z.enum(['user'], { error: 'Staff send as senderType "user"' }).optional(),
    message: messageText,
    isRead: z.boolean().optional(),
  })
  .strict();
export type SendStaffMessageInput = z.input<typeof sendStaffMessageSchema>;

/** POST /api/portal/chat/rooms/{id}/messages: the sender is the token's client. */
export const sendClientMessageSchema = z
  .object({
    senderId: optionalId,
    senderType: z.enum(['client'], { error: 'Clients send as senderType "client"' }).optional(),
    message: messageText,
    isRead: z.boolean().optional(),
  })
  .strict();
export type SendClientMessageInput = z.input<typeof sendClientMessageSchema>;

/** senderId: users.id for 'user', clients.id for 'client'. */
export type ChatMessage = {
  id: number;
  roomId: number;
  senderId: number;
  senderType: ChatSenderType;
  message: string;
  isRead: boolean;
  createdAt: string;
};

export type ChatRoom = {
  id: number;
  clientId: number;
  /** The staff row the room is assigned to (decision 002: rooms point at staff, not users). */
  staffId: number | null;
  appointmentId: number | null;
  isActive: boolean;
  /** The name a visitor typed in the booking page's chat widget; null when staff or a signed-in client opened it. */
  guestName: string | null;
  /**
   * False while a room started from the widget by a signed-out visitor is unproven: they typed the email,
   * so the room may not be the client's at all. It stays out of the client's portal until they sign in
   * and claim it; staff see it marked Unverified.
   */
  verified: boolean;
  createdAt: string;
};

/** GET /api/chat/rooms: newest activity first. unreadCount = the client's unread messages. */
export type ChatRoomListItem = ChatRoom & {
  client: { id: number; name: string; email: string | null; phone: string | null };
  appointment: { id: number; date: string; startTime: string; status: string; serviceName: string } | null;
  lastMessage: ChatMessage | null;
  unreadCount: number;
};

/** GET /api/portal/chat/rooms: unreadCount = the staff's messages the client hasn't read. */
export type ClientChatRoom = ChatRoom & { lastMessage: ChatMessage | null; unreadCount: number };

// ---- WebSocket /ws ----

/** Messages a socket sends to the server. */
export type ClientToServer =
  /** A client socket's portal/widget token when it was not given as ?token= (must come first, within 5 s). */
  | { type: 'auth'; token: string }
  /** After a reconnect: every message newer than this id in the rooms the socket may hear, once each. */
  | { type: 'resume'; lastMessageId: number }
  | { type: 'ping' };

/** Messages the server sends to a socket. */
export type ServerToClient =
  | {
      type: 'connected';
      data: { kind: 'staff'; businessId: number } | { kind: 'client'; businessId: number; clientId: number };
    }
  | { type: 'new_message'; data: { roomId: number; message: ChatMessage } }
  /** Sent after a resume's missed messages, so a client knows it has caught up. */
  | { type: 'resumed'; data: { count: number; lastMessageId: number } }
  | { type: 'pong' }
  | { type: 'error'; data: { message: string } };

/**
 * Close codes (neither is worth retrying): 4401 no or bad credentials; 4403 the business's plan has no
 * chat feature (staff and client sockets alike). A handshake from another site gets HTTP 403 instead.
 */
export const WS_CLOSE_UNAUTHORIZED = 4401;
export const WS_CLOSE_FORBIDDEN = 4403;
