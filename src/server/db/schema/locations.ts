import { boolean, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { businessId } from './businesses';
import { timestamps } from './columns';

/** Keyed by weekday name ('monday' ...); times are 'HH:mm'. */
export type BusinessHours = Record<string, { open: string; close: string; closed?: boolean }>;

export const locations = pgTable(
  'locations',
  {
    id: serial('id').primaryKey(),
    businessId: businessId(),
    name: text('name').notNull(),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    zipCode: text('zip_code'),
    country: text('country').default('US').notNull(),
    phone: text('phone'),
    email: text('email'),
    timezone: text('timezone').default('America/New_York').notNull(),
    businessHours: jsonb('business_hours').$type<BusinessHours>(),
    isActive: boolean('is_active').default(true).notNull(),
    settings: jsonb('settings').$type<Record<string, unknown>>().default({}).notNull(),
    ...timestamps(),
  },
  // One name per location in a business: the client picks by it on the booking page.
  (t) => [uniqueIndex('locations_business_name_idx').on(t.businessId, t.name)],
);

export type Location = typeof locations.$inferSelect;
export type NewLocation = typeof locations.$inferInsert;
