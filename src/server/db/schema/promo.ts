import { boolean, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

export const promotionalCounters = pgTable('promotional_counters', {
  id: serial('id').primaryKey(),
  counterName: text('counter_name').notNull().unique(),
  currentCount: integer('current_count').default(0).notNull(),
  maxCount: integer('max_count').notNull(),
  isActive: boolean('is_active').default(true).notNull(),
  ...timestamps(),
});

export type PromotionalCounter = typeof promotionalCounters.$inferSelect;
export type NewPromotionalCounter = typeof promotionalCounters.$inferInsert;
