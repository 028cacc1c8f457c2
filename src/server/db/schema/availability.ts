import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { businessId } from './businesses';
import { createdAt, instant, timestamps } from './columns';
import { staff } from './staff';

export const availabilityWindows = pgTable(
  'availability_windows',
  {
    id: serial('id').primaryKey(),
    businessId: businessId(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    dayOfWeek: integer('day_of_week').notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    timezone: text('timezone').default('UTC').notNull(),
    isActive: boolean('is_active').default(true).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('availability_windows_business_staff_day_idx').on(t.businessId, t.staffId, t.dayOfWeek),
    check('availability_windows_day_check', sql`${t.dayOfWeek} between 0 and 6`),
    // 'HH:mm' strings order the same way as the times they name.
    check('availability_windows_range_check', sql`${t.startTime} < ${t.endTime}`),
  ],
);

export const businessTimezones = pgTable('business_timezones', {
  id: serial('id').primaryKey(),
  businessId: businessId().unique(),
  primaryTimezone: text('primary_timezone').default('UTC').notNull(),
  displayTimezone: text('display_timezone').default('UTC').notNull(),
  autoDetectClientTimezone: boolean('auto_detect_client_timezone').default(true).notNull(),
  ...timestamps(),
});

export const blockedTimes = pgTable(
  'blocked_times',
  {
    id: serial('id').primaryKey(),
    businessId: businessId(),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'cascade' }),
    startsAt: instant('starts_at').notNull(),
    endsAt: instant('ends_at').notNull(),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('blocked_times_business_starts_idx').on(t.businessId, t.startsAt),
    check('blocked_times_range_check', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

export type AvailabilityWindow = typeof availabilityWindows.$inferSelect;
export type NewAvailabilityWindow = typeof availabilityWindows.$inferInsert;
export type BusinessTimezone = typeof businessTimezones.$inferSelect;
export type NewBusinessTimezone = typeof businessTimezones.$inferInsert;
export type BlockedTime = typeof blockedTimes.$inferSelect;
export type NewBlockedTime = typeof blockedTimes.$inferInsert;
