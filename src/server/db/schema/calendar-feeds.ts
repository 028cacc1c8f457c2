import { foreignKey, integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { businessId, memberships } from './businesses';
import { timestamps } from './columns';

/**
 * The secret in a member's subscribable iCalendar URL, one per member and business. It hangs off the
 * membership: deactivating or removing the member deletes it, so the URL stops at once (issue 32 F6).
 * Rotating it cuts off old subscribers.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: serial('id').primaryKey(),
    businessId: businessId(),
    userId: integer('user_id').notNull(),
    token: text('token').notNull().unique(),
    ...timestamps(),
  },
  (t) => [
    unique('calendar_feeds_member_unique').on(t.businessId, t.userId),
    foreignKey({
      name: 'calendar_feeds_membership_fk',
      columns: [t.userId, t.businessId],
      foreignColumns: [memberships.userId, memberships.businessId],
    }).onDelete('cascade'),
  ],
);

export type CalendarFeedRow = typeof calendarFeeds.$inferSelect;
