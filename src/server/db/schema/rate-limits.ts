import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './columns';

/**
 * Request limits every instance shares (issue 34, decision 027): one row per limited route and address, its
 * fixed window and the hits in it, counted by one upsert on the database clock. UNLOGGED (in the migration):
 * counts are worth keeping across instances, not across a database crash.
 */
export const rateLimitHits = pgTable('rate_limit_hits', {
  key: text('key').primaryKey(),
  windowStartedAt: instant('window_started_at').notNull(),
  windowEndsAt: instant('window_ends_at').notNull(),
  hits: integer('hits').notNull(),
});

/**
 * Failed sign-ins for the login throttle (decision 009), one row per failure and key (address and email,
 * address, email), counted over its sliding window on the database clock. UNLOGGED, like the hits.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    key: text('key').notNull(),
    failedAt: instant('failed_at').notNull(),
  },
  (t) => [index('login_failures_key_idx').on(t.key, t.failedAt)],
);
