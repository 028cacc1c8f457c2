import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { businessId } from './businesses';
import { money, timestamps } from './columns';
import { staff } from './staff';

export const services = pgTable(
  'services',
  {
    id: serial('id').primaryKey(),
    businessId: businessId(),
    name: text('name').notNull(),
    description: text('description'),
    duration: integer('duration').notNull(),
    price: money('price').notNull(),
    /** Minutes kept free for the staff member before (setup) and after (cleanup); not part of the appointment. */
    bufferBeforeMinutes: integer('buffer_before_minutes').default(0).notNull(),
    bufferAfterMinutes: integer('buffer_after_minutes').default(0).notNull(),
    isActive: boolean('is_active').default(true).notNull(),
    /** The locations that offer it; empty: every location. */
    locationIds: integer('location_ids').array().default([]).notNull(),
    ...timestamps(),
  },
  (t) => [
    index('services_business_name_idx').on(t.businessId, t.name),
    check('services_duration_check', sql`${t.duration} > 0`),
    check('services_price_check', sql`${t.price} >= 0`),
    check('services_buffer_before_check', sql`${t.bufferBeforeMinutes} between 0 and 240`),
    check('services_buffer_after_check', sql`${t.bufferAfterMinutes} between 0 and 240`),
  ],
);

export type Service = typeof services.$inferSelect;
export type NewService = typeof services.$inferInsert;

/** Who performs which service; a service with no rows here is performed by every active staff member. */
export const serviceStaff = pgTable(
  'service_staff',
  {
    businessId: businessId(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
  },
  (t) => [
    // business_id in the key: ready to distribute by business (decision 028), same meaning.
    primaryKey({ columns: [t.serviceId, t.staffId, t.businessId] }),
    index('service_staff_business_staff_idx').on(t.businessId, t.staffId),
  ],
);

export type ServiceStaff = typeof serviceStaff.$inferSelect;
