import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

export const sessions = pgTable(
  'sessions',
  {
    sid: varchar('sid').primaryKey(),
    sess: jsonb('sess').$type<Record<string, unknown>>().notNull(),
    expire: timestamp('expire', { precision: 6, withTimezone: true, mode: 'date' }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** What Settings → Sessions names a session by: opaque, unlike `sid` (the token's hash), never a secret. */
    publicId: uuid('public_id').default(sql`gen_random_uuid()`).notNull().unique(),
    /** The browser that signed in, when the sign-in recorded it. */
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_expire_idx').on(t.expire), index('sessions_user_idx').on(t.userId)],
);

export type Session = typeof sessions.$inferSelect;
export type NewSession = typeof sessions.$inferInsert;
