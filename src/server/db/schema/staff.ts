import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { businessId } from './businesses';
import { instant, money, timestamps } from './columns';
import { users } from './users';

export const staffRoles = ['admin', 'manager', 'staff', 'contractor'] as const;

export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    businessId: businessId(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    employeeId: text('employee_id'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    role: text('role', { enum: staffRoles }).notNull(),
    department: text('department'),
    position: text('position'),
    hireDate: date('hire_date', { mode: 'string' }),
    salary: money('salary'),
    hourlyRate: money('hourly_rate'),
    permissions: jsonb('permissions').$type<Record<string, boolean>>().default({}).notNull(),
    locationIds: integer('location_ids').array().default([]).notNull(),
    /** The picture the booking page shows: an uploaded image (`/media/{id}`) or an https:// address. */
    photoUrl: text('photo_url'),
    /** Commission in basis points (1000 = 10%) of completed services' booked prices and of product sales. */
    serviceCommissionBp: integer('service_commission_bp').default(0).notNull(),
    productCommissionBp: integer('product_commission_bp').default(0).notNull(),
    isActive: boolean('is_active').default(true).notNull(),
    /** Removed from the team: gone from every list, kept so past appointments and sales keep the name. */
    removedAt: instant('removed_at'),
    ...timestamps(),
  },
  (t) => [
    // A removed member's email and employee id may be given to someone new.
    uniqueIndex('staff_business_email_idx').on(t.businessId, t.email).where(sql`${t.removedAt} is null`),
    uniqueIndex('staff_business_employee_id_idx')
      .on(t.businessId, t.employeeId)
      .where(sql`${t.removedAt} is null`),
    uniqueIndex('staff_business_user_idx').on(t.businessId, t.userId),
    index('staff_business_name_idx').on(t.businessId, t.lastName, t.firstName),
    check('staff_role_check', sql`${t.role} in ('admin', 'manager', 'staff', 'contractor')`),
  ],
);

export type Staff = typeof staff.$inferSelect;
export type NewStaff = typeof staff.$inferInsert;

/** A single-use sign-in invitation for a staff member (plan feature multi_user); only the token's hash is kept. */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: serial('id').primaryKey(),
    businessId: businessId(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    revokedAt: instant('revoked_at'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).defaultNow().notNull(),
  },
  (t) => [index('staff_invitations_staff_idx').on(t.businessId, t.staffId)],
);

export type StaffInvitation = typeof staffInvitations.$inferSelect;
