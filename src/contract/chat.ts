import { z } from 'zod';
import { MAX_ID } from './common';

export const chatSenderTypes = ['user', 'client'] as const;
export type ChatSenderType = (typeof chatSenderTypes)[number];

export const MESSAGE_REQUIRED = 'Message is required';
export const CHAT_FEATURE_REQUIRED = 'This feature requires a paid subscription.';
export const NO_CHAT_ROOM = 'No chat room available';
export const NO_ROOM_SELECTED = 'No room selected';

const optionalId = z.coerce.number().int().positive().max(MAX_ID).nullable().optional();

/**
 * POST /api/chat/rooms (spec §7). `userId` is checked against the session (403 when it names someone
 * else); the room's staff member is always the signed-in user's.
 */
export const createChatRoomSchema = z
  .object({
    clientId: z.coerce.number({ error: 'Client is required' }).int().positive().max(MAX_ID),
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
export const chatMessageSchema = z
  .object({
    id: z.number().int(),
    roomId: z.number().int(),
    senderId: z.number().int().describe("users.id for 'user', clients.id for 'client'"),
    senderType: z.enum(chatSenderTypes),
    message: z.string(),
    isRead: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: 'ChatMessage' });
export type ChatMessage = z.infer<typeof chatMessageSchema>;

const chatRoomFields = {
  id: z.number().int(),
  clientId: z.number().int(),
  /** The staff row the room is assigned to (decision 002: rooms point at staff, not users). */
  staffId: z.number().int().nullable().describe('The staff member the room is assigned to'),
  appointmentId: z.number().int().nullable(),
  isActive: z.boolean(),
  /** The name a visitor typed in the booking page's chat widget; null when staff or a signed-in client opened it. */
  guestName: z
    .string()
    .nullable()
    .describe(
      "The name a visitor typed in the booking page's chat widget; null when staff or a client opened it",
    ),
  /**
   * False while a room started from the widget by a signed-out visitor is unproven: they typed the email,
   * so the room may not be the client's at all. It stays out of the client's portal until they sign in
   * and claim it; staff see it marked Unverified.
   */
  verified: z.boolean().describe('False while a room a signed-out widget visitor started is unproven'),
  createdAt: z.string(),
};

export const chatRoomSchema = z.object(chatRoomFields).meta({ id: 'ChatRoom' });
export type ChatRoom = z.infer<typeof chatRoomSchema>;

/** GET /api/chat/rooms: newest activity first. unreadCount = the client's unread messages. */
export const chatRoomListItemSchema = z
  .object({
    ...chatRoomFields,
    client: z.object({
      id: z.number().int(),
      name: z.string(),
      email: z.string().nullable(),
      phone: z.string().nullable(),
    }),
    appointment: z
      .object({
        id: z.number().int(),
        date: z.string(),
        startTime: z.string(),
        status: z.string(),
        serviceName: z.string(),
      })
      .nullable(),
    lastMessage: chatMessageSchema.nullable(),
    unreadCount: z.number().int().describe('Unread messages from the other side'),
  })
  .meta({ id: 'ChatRoomSummary' });
export type ChatRoomListItem = z.infer<typeof chatRoomListItemSchema>;

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
 * Service Restart (RFC 6455's registry): the instance is stopping, or its listener was away and it may have
 * missed events. Clients reconnect (to another instance behind a load balancer) and catch up.
 */
export const WS_CLOSE_SERVICE_RESTART = 1012;

/**
 * Close codes (neither is worth retrying): 4401 no or bad credentials; 4403 the business's plan has no
 * chat feature (staff and client sockets alike). A handshake from another site gets HTTP 403 instead.
 */
export const WS_CLOSE_UNAUTHORIZED = 4401;
export const WS_CLOSE_FORBIDDEN = 4403;
