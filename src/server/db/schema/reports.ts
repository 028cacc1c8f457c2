import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { businessId } from './businesses';
import { instant, timestamps } from './columns';
import { users } from './users';

export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    businessId: businessId(),
    name: text('name').notNull(),
    description: text('description'),
    type: text('type').notNull(),
    parameters: jsonb('parameters').$type<Record<string, unknown>>().default({}).notNull(),
    schedule: text('schedule'),
    recipients: text('recipients').array().default([]).notNull(),
    isActive: boolean('is_active').default(true).notNull(),
    lastGenerated: instant('last_generated'),
    /** When the schedule sends it next; the job claims due rows with SKIP LOCKED and moves this on. */
    nextRunAt: instant('next_run_at'),
    /** Who saved it. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    index('reports_business_created_idx').on(t.businessId, t.createdAt),
    index('reports_due_idx').on(t.nextRunAt).where(sql`${t.isActive} and ${t.schedule} is not null`),
    check('reports_type_check', sql`${t.type} in ('overview', 'services', 'staff', 'inventory')`),
    check('reports_schedule_check', sql`${t.schedule} is null or ${t.schedule} in ('weekly', 'monthly')`),
  ],
);

export type Report = typeof reports.$inferSelect;
export type NewReport = typeof reports.$inferInsert;
