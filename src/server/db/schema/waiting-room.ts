import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { RoomSettings } from '../../../contract/waiting-rooms';
import { businessId } from './businesses';
import { instant, timestamps } from './columns';
import { locations } from './locations';
import { services } from './services';

/**
 * A walk-in waiting list. `current_count` (waiting or called) and `estimated_wait_time` (minutes for someone
 * joining now) are recomputed in the transaction of every change of its queue, which also bumps
 * `queue_version`; the room's row lock (`FOR UPDATE`) serializes those changes, capacity included.
 */
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
    settings: jsonb('settings').$type<Partial<RoomSettings>>().default({}).notNull(),
    locationId: integer('location_id').references(() => locations.id, { onDelete: 'set null' }),
    queueVersion: integer('queue_version').default(0).notNull(),
    ...timestamps(),
  },
  (t) => [
    index('waiting_rooms_business_name_idx').on(t.businessId, t.name),
    uniqueIndex('waiting_rooms_business_location_key')
      .on(t.businessId, t.locationId)
      .where(sql`${t.locationId} is not null`),
    check('waiting_rooms_capacity_check', sql`${t.maxCapacity} is null or ${t.maxCapacity} > 0`),
  ],
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
    serviceId: integer('service_id').references(() => services.id, { onDelete: 'set null' }),
    /** 1..n among those waiting or called, renumbered with every change; null once out of line. */
    position: integer('position'),
    estimatedCallTime: instant('estimated_call_time'),
    status: text('status').default('waiting').notNull(),
    source: text('source').default('online').notNull(),
    /** SHA-256 of the visitor's token (their status page); the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    joinedAt: instant('joined_at').defaultNow().notNull(),
    calledAt: instant('called_at'),
    completedAt: instant('completed_at'),
  },
  (t) => [
    index('waiting_room_queue_room_status_position_idx').on(t.waitingRoomId, t.status, t.position),
    index('waiting_room_queue_business_joined_idx').on(t.businessId, t.joinedAt),
    uniqueIndex('waiting_room_queue_token_hash_key').on(t.tokenHash),
    check(
      'waiting_room_queue_status_check',
      sql`${t.status} in ('waiting', 'called', 'serving', 'completed', 'left', 'no_show', 'removed')`,
    ),
    check('waiting_room_queue_source_check', sql`${t.source} in ('online', 'kiosk', 'staff')`),
    check(
      'waiting_room_queue_position_check',
      sql`(${t.status} in ('waiting', 'called')) = (${t.position} is not null)`,
    ),
  ],
);

export type WaitingRoomRow = typeof waitingRooms.$inferSelect;
export type NewWaitingRoom = typeof waitingRooms.$inferInsert;
export type QueueEntryRow = typeof waitingRoomQueue.$inferSelect;
export type NewQueueEntry = typeof waitingRoomQueue.$inferInsert;
