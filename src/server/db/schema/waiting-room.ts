import { boolean, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { businessId } from './businesses';
import { instant, timestamps } from './columns';

export const waitingRooms = pgTable(
  'waiting_rooms',
  {
    id: serial('id').primaryKey(),
    businessId: businessId(),
    name: text('name').notNull(),
    description: text('description'),
    isActive: boolean('is_active').default(true).notNull(),
    maxCapacity: integer('max_capacity'),
    currentCount: integer('current_count').default(0).notNull(),
    estimatedWaitTime: integer('estimated_wait_time'),
    welcomeMessage: text('welcome_message'),
    settings: jsonb('settings').$type<Record<string, unknown>>().default({}).notNull(),
    ...timestamps(),
  },
  (t) => [index('waiting_rooms_business_name_idx').on(t.businessId, t.name)],
);

export const waitingRoomQueue = pgTable(
  'waiting_room_queue',
  {
    id: serial('id').primaryKey(),
    businessId: businessId(),
    waitingRoomId: integer('waiting_room_id')
      .notNull()
      .references(() => waitingRooms.id, { onDelete: 'cascade' }),
    clientName: text('client_name').notNull(),
    clientEmail: text('client_email'),
    clientPhone: text('client_phone'),
    position: integer('position').notNull(),
    estimatedCallTime: instant('estimated_call_time'),
    status: text('status').default('waiting').notNull(),
    joinedAt: instant('joined_at').defaultNow().notNull(),
    calledAt: instant('called_at'),
    completedAt: instant('completed_at'),
  },
  (t) => [
    index('waiting_room_queue_room_status_position_idx').on(t.waitingRoomId, t.status, t.position),
    index('waiting_room_queue_business_joined_idx').on(t.businessId, t.joinedAt),
  ],
);

export type WaitingRoom = typeof waitingRooms.$inferSelect;
export type NewWaitingRoom = typeof waitingRooms.$inferInsert;
export type WaitingRoomQueueEntry = typeof waitingRoomQueue.$inferSelect;
export type NewWaitingRoomQueueEntry = typeof waitingRoomQueue.$inferInsert;
