import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { businessId } from './businesses';
import { chatRooms } from './chat';
import { clients } from './clients';
import { createdAt, instant } from './columns';

export const portalSessionKinds = ['portal', 'guest', 'link'] as const;

/**
 * Client-side credentials, each stored as the SHA-256 of a 256-bit random token:
 * 'portal' signs a client in to the portal, 'guest' is a chat widget session bound to the one room it
 * created, 'link' is a one-time emailed sign-in link, deleted when used.
 */
export const portalSessions = pgTable(
  'portal_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    businessId: businessId(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: portalSessionKinds }).notNull(),
    roomId: integer('room_id').references(() => chatRooms.id, { onDelete: 'cascade' }),
    expiresAt: instant('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('portal_sessions_client_idx').on(t.clientId),
    index('portal_sessions_expires_idx').on(t.expiresAt),
    check('portal_sessions_kind_check', sql`${t.kind} in ('portal', 'guest', 'link')`),
    check('portal_sessions_guest_room_check', sql`${t.kind} <> 'guest' or ${t.roomId} is not null`),
  ],
);

export type PortalSessionRow = typeof portalSessions.$inferSelect;
