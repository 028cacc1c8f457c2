import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { appointments } from './appointments';
import { businessId } from './businesses';
import { instant, timestamps } from './columns';
import { locations } from './locations';
import { services } from './services';
import { staff } from './staff';

export const waitlistStatuses = ['waiting', 'offered', 'booked', 'expired', 'left', 'removed'] as const;

/**
 * A client waiting for a full day (spec: the Front desk issue, part 5). When a matching time frees up, the
 * first matching entry is `offered`: the time is held for it (held_*) until hold_expires_at. The hand-written
 * part of migration 0028 (and 0042) adds an exclusion constraint over the held busy ranges of offered entries, and
 * bookings take the business's schedule lock (see core/schedule-lock.ts), so a held time can't
 * be booked by anyone else and two entries can't hold one time.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: serial('id').primaryKey(),
    businessId: businessId(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    /** Only this staff member; null: anyone who performs the service. */
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    locationId: integer('location_id').references(() => locations.id, { onDelete: 'set null' }),
    /** The business-local day waited for, 'YYYY-MM-DD'. */
    date: text('date').notNull(),
    /** Optional window for the start, local 'HH:mm'. */
    earliestTime: text('earliest_time'),
    latestTime: text('latest_time'),
    clientName: text('client_name').notNull(),
    clientEmail: text('client_email').notNull(),
    clientPhone: text('client_phone'),
    status: text('status', { enum: waitlistStatuses }).default('waiting').notNull(),
    /** SHA-256 of the client's link token (the link itself is only ever in the email and the join answer). */
    tokenHash: text('token_hash').notNull(),
    /** SHA-256 of the link emailed with a held time (a new one per offer; it also shows the entry). */
    holdTokenHash: text('hold_token_hash'),
    heldStaffId: integer('held_staff_id').references(() => staff.id, { onDelete: 'set null' }),
    heldStartsAt: instant('held_starts_at'),
    heldEndsAt: instant('held_ends_at'),
    /** The held time widened by the service's buffers: what the exclusion constraint compares. */
    heldBusyFrom: instant('held_busy_from'),
    heldBusyUntil: instant('held_busy_until'),
    holdExpiresAt: instant('hold_expires_at'),
    appointmentId: integer('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('waitlist_entries_token_key').on(t.tokenHash),
    uniqueIndex('waitlist_entries_hold_token_key').on(t.holdTokenHash),
    index('waitlist_entries_business_date_idx').on(t.businessId, t.date, t.status),
    // One place in line per client, service and day.
    uniqueIndex('waitlist_entries_one_per_client_key')
      .on(t.businessId, t.serviceId, t.date, t.clientEmail)
      .where(sql`${t.status} in ('waiting', 'offered')`),
    check(
      'waitlist_entries_status_check',
      sql`${t.status} in ('waiting', 'offered', 'booked', 'expired', 'left', 'removed')`,
    ),
    check(
      'waitlist_entries_hold_check',
      sql`${t.status} <> 'offered' or (${t.heldStaffId} is not null and ${t.heldStartsAt} is not null and ${t.heldEndsAt} is not null and ${t.heldBusyFrom} is not null and ${t.heldBusyUntil} is not null and ${t.holdExpiresAt} is not null)`,
    ),
  ],
);

export type WaitlistEntry = typeof waitlistEntries.$inferSelect;
