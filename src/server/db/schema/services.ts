import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { businessId } from './businesses';
import { money, timestamps } from './columns';

export const services = pgTable(
  'services',
  {
    id: serial('id').primaryKey(),
    businessId: businessId(),
    name: text('name').notNull(),
    description: text('description'),
    duration: integer('duration').notNull(),
    price: money('price').notNull(),
    isActive: boolean('is_active').default(true).notNull(),
    ...timestamps(),
  },
  (t) => [
    index('services_business_name_idx').on(t.businessId, t.name),
    check('services_duration_check', sql`${t.duration} > 0`),
    check('services_price_check', sql`${t.price} >= 0`),
  ],
);

export type Service = typeof services.$inferSelect;
export type NewService = typeof services.$inferInsert;
