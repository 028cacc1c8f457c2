import { pgTable, serial, text } from 'drizzle-orm/pg-core';
import { businessId } from './businesses';
import { timestamps } from './columns';

/** The secret in a business's subscribable iCalendar URL; rotating it cuts off old subscribers. */
export const calendarFeeds = pgTable('calendar_feeds', {
  id: serial('id').primaryKey(),
  businessId: businessId().unique(),
  token: text('token').notNull().unique(),
  ...timestamps(),
});

export type CalendarFeedRow = typeof calendarFeeds.$inferSelect;
