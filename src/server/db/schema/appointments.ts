import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { businessId } from './businesses';
import { clients } from './clients';
import { instant, money, timestamps } from './columns';
import { locations } from './locations';
import { offers } from './marketing';
import { services } from './services';
import { staff } from './staff';

export const appointmentStatuses = ['pending', 'confirmed', 'completed', 'cancelled', 'no_show'] as const;
export const appointmentSources = ['staff', 'online'] as const;

/**
 * A recurring booking: every `interval_weeks` weeks on the first appointment's weekday and local time, for
 * `occurrences` visits or until `until_date`. Each occurrence is a real appointment (series_id) that the
 * exclusion constraint checks like any other.
 */
export const appointmentSeries = pgTable(
  'appointment_series',
  {
    id: serial('id').primaryKey(),
    businessId: businessId(),
    intervalWeeks: integer('interval_weeks').notNull(),
    occurrences: integer('occurrences'),
    /** Local 'YYYY-MM-DD', inclusive. */
    untilDate: text('until_date'),
    ...timestamps(),
  },
  (t) => [
    check('appointment_series_interval_check', sql`${t.intervalWeeks} between 1 and 12`),
    check('appointment_series_end_check', sql`${t.occurrences} is not null or ${t.untilDate} is not null`),
  ],
);

/**
 * Several services booked together in one visit (back to back, with one staff member or several): each is a
 * real appointment with `visit_id`, and they are confirmed, moved and cancelled together.
 */
export const appointmentVisits = pgTable('appointment_visits', {
  id: serial('id').primaryKey(),
  businessId: businessId(),
  ...timestamps(),
});

// The no-overlap exclusion constraint (0001, moved onto busy_from/busy_until by 0027, business_id added by 0042)
// and the trigger that keeps busy_from/busy_until live in hand-written SQL in those migrations.
export const appointments = pgTable(
  'appointments',
  {
    id: serial('id').primaryKey(),
    businessId: businessId(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    /** Where it happens, for a business with locations; null: the business's one place. */
    locationId: integer('location_id').references(() => locations.id, { onDelete: 'set null' }),
    date: text('date').notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    timezone: text('timezone').default('UTC').notNull(),
    startsAt: instant('starts_at').notNull(),
    endsAt: instant('ends_at').notNull(),
    /** The recurring series it belongs to; null: a one-off. */
    seriesId: integer('series_id').references(() => appointmentSeries.id, { onDelete: 'set null' }),
    /** The visit it is part of (several services booked together); null: a single service. */
    visitId: integer('visit_id').references(() => appointmentVisits.id, { onDelete: 'set null' }),
    /** The service's buffers when booked: kept free for the staff member, not part of the client's times. */
    bufferBeforeMinutes: integer('buffer_before_minutes').default(0).notNull(),
    bufferAfterMinutes: integer('buffer_after_minutes').default(0).notNull(),
    /**
     * The staff member's busy range, starts_at - buffer before to ends_at + buffer after. The BEFORE INSERT OR
     * UPDATE trigger appointments_busy_range (migration 0027) always sets both, whatever a write says; the
     * default is only a placeholder so inserts need not name them.
     */
    busyFrom: instant('busy_from').default(sql`'-infinity'`).notNull(),
    busyUntil: instant('busy_until').default(sql`'-infinity'`).notNull(),
    status: text('status', { enum: appointmentStatuses }).default('pending').notNull(),
    notes: text('notes'),
    /** The service's price when booked, so a later price change leaves past totals alone; null: use the service's. */
    price: money('price'),
    /** An offer code used when booking: price is then the discounted price, discountAmount what came off. */
    offerId: integer('offer_id').references(() => offers.id, { onDelete: 'set null' }),
    offerCode: text('offer_code'),
    discountAmount: money('discount_amount').default('0').notNull(),
    reminderSent: boolean('reminder_sent').default(false).notNull(),
    sendReminder: boolean('send_reminder').default(true).notNull(),
    /** Who booked it: the business (`staff`, in the app or through the API) or a client on the booking page. */
    source: text('source', { enum: appointmentSources }).default('staff').notNull(),
    ...timestamps(),
  },
  (t) => [
    index('appointments_business_starts_idx').on(t.businessId, t.startsAt),
    index('appointments_business_date_idx').on(t.businessId, t.date),
    index('appointments_business_client_idx').on(t.businessId, t.clientId),
    index('appointments_staff_starts_idx').on(t.staffId, t.startsAt),
    index('appointments_series_starts_idx').on(t.seriesId, t.startsAt),
    index('appointments_visit_idx').on(t.visitId),
    check('appointments_range_check', sql`${t.endsAt} > ${t.startsAt}`),
    check('appointments_buffer_before_check', sql`${t.bufferBeforeMinutes} between 0 and 240`),
    check('appointments_buffer_after_check', sql`${t.bufferAfterMinutes} between 0 and 240`),
    check('appointments_source_check', sql`${t.source} in ('staff', 'online')`),
    check(
      'appointments_status_check',
      sql`${t.status} in ('pending', 'confirmed', 'completed', 'cancelled', 'no_show')`,
    ),
  ],
);

export type Appointment = typeof appointments.$inferSelect;
export type NewAppointment = typeof appointments.$inferInsert;
