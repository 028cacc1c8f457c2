import { boolean, index, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { businessId } from './businesses';
import { instant, timestamps } from './columns';

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
    ...timestamps(),
  },
  (t) => [index('reports_business_created_idx').on(t.businessId, t.createdAt)],
);

export type Report = typeof reports.$inferSelect;
export type NewReport = typeof reports.$inferInsert;
