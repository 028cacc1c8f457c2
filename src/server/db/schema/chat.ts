import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { appointments } from './appointments';
import { businessId } from './businesses';
import { clients } from './clients';
import { createdAt } from './columns';
import { staff } from './staff';

export const chatRooms = pgTable(
  'chat_rooms',
  {
    id: serial('id').primaryKey(),
    businessId: businessId(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    appointmentId: integer('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    isActive: boolean('is_active').default(true).notNull(),
    /** The name a signed-out visitor typed in the chat widget; null for rooms staff or a portal client opened. */
    guestName: text('guest_name'),
    /**
     * False for a room a widget guest started: its email was typed, not proven, so staff see it marked
     * Unverified and the client's portal and sockets leave it out until they sign in and claim it.
     */
    verified: boolean('verified').default(true).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('chat_rooms_business_client_idx').on(t.businessId, t.clientId)],
);

export const chatSenderTypes = ['user', 'client'] as const;

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    businessId: businessId(),
    roomId: integer('room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id').notNull(),
    senderType: text('sender_type', { enum: chatSenderTypes }).notNull(),
    message: text('message').notNull(),
    isRead: boolean('is_read').default(false).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('chat_messages_room_id_idx').on(t.roomId, t.id),
    check('chat_messages_sender_type_check', sql`${t.senderType} in ('user', 'client')`),
  ],
);

export type ChatRoom = typeof chatRooms.$inferSelect;
export type NewChatRoom = typeof chatRooms.$inferInsert;
export type ChatMessage = typeof chatMessages.$inferSelect;
export type NewChatMessage = typeof chatMessages.$inferInsert;
