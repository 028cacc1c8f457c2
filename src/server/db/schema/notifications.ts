import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { businessId } from './businesses';
import { instant } from './columns';
import { users } from './users';

/**
 * What a member has read in the bell's list. Notifications themselves are not stored: they are derived from
 * the business's own rows (bookings, cancellations, messages, stock, failed emails), named by kind and id.
 */
export const notificationReads = pgTable(
  'notification_reads',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    businessId: businessId(),
    /** e.g. 'booking', 'cancellation', 'message', 'low_stock', 'email_failed'. */
    kind: text('kind').notNull(),
    itemId: integer('item_id').notNull(),
    readAt: instant('read_at').defaultNow().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind, t.itemId] }),
    index('notification_reads_business_user_idx').on(t.businessId, t.userId),
  ],
);
