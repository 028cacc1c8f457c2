import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { businessId } from './businesses';
import { createdAt, hours, instant, money, timestamps } from './columns';
import { locations } from './locations';
import { staff } from './staff';
import { users } from './users';

export const timeEntries = pgTable(
  'time_entries',
  {
    id: serial('id').primaryKey(),
    businessId: businessId(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    locationId: integer('location_id').references(() => locations.id, { onDelete: 'set null' }),
    clockIn: instant('clock_in').notNull(),
    clockOut: instant('clock_out'),
    breakTime: integer('break_time').default(0).notNull(),
    totalHours: hours('total_hours'),
    hourlyRate: money('hourly_rate'),
    overtime: hours('overtime').default('0').notNull(),
    status: text('status').default('active').notNull(),
    notes: text('notes'),
    approvedBy: integer('approved_by').references(() => users.id, { onDelete: 'set null' }),
    approvedAt: instant('approved_at'),
    /** The break in progress: set by break-start, added to `breakTime` by break-end or clock-out. */
    breakStartedAt: instant('break_started_at'),
    /** Who created it (a clock-in or a manager's manual entry). */
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    index('time_entries_business_clock_in_idx').on(t.businessId, t.clockIn),
    index('time_entries_staff_clock_in_idx').on(t.staffId, t.clockIn),
    check('time_entries_range_check', sql`${t.clockOut} is null or ${t.clockOut} > ${t.clockIn}`),
    check('time_entries_status_check', sql`${t.status} in ('active', 'completed')`),
    check('time_entries_break_check', sql`${t.breakTime} >= 0`),
    // The exclusion constraint (one person's entries never overlap; an open entry runs to infinity) is in
    // migration 0018 (business_id added by 0042), like the appointments' in 0001.
  ],
);

/** Every edit or deletion of a finished time entry: who, when, and the entry before and after. */
export const timeEntryChanges = pgTable(
  'time_entry_changes',
  {
    id: serial('id').primaryKey(),
    businessId: businessId(),
    timeEntryId: integer('time_entry_id').notNull(),
    action: text('action', { enum: ['update', 'delete', 'approve'] }).notNull(),
    changedBy: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index('time_entry_changes_business_entry_idx').on(t.businessId, t.timeEntryId)],
);

export const payrollPeriods = pgTable(
  'payroll_periods',
  {
    id: serial('id').primaryKey(),
    businessId: businessId(),
    name: text('name').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    payDate: date('pay_date', { mode: 'string' }),
    status: text('status').default('draft').notNull(),
    totalAmount: money('total_amount').default('0').notNull(),
    approvedAt: instant('approved_at'),
    approvedBy: integer('approved_by').references(() => users.id, { onDelete: 'set null' }),
    paidAt: instant('paid_at'),
    ...timestamps(),
  },
  (t) => [
    index('payroll_periods_business_start_idx').on(t.businessId, t.startDate),
    check('payroll_periods_range_check', sql`${t.endDate} >= ${t.startDate}`),
    check('payroll_periods_status_check', sql`${t.status} in ('draft', 'approved', 'paid')`),
    // Periods of one business never overlap (migration 0019): a day is paid once.
  ],
);

export const payrollEntries = pgTable(
  'payroll_entries',
  {
    id: serial('id').primaryKey(),
    businessId: businessId(),
    payrollPeriodId: integer('payroll_period_id')
      .notNull()
      .references(() => payrollPeriods.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    regularHours: hours('regular_hours').default('0').notNull(),
    overtimeHours: hours('overtime_hours').default('0').notNull(),
    regularRate: money('regular_rate').default('0').notNull(),
    overtimeRate: money('overtime_rate').default('0').notNull(),
    doubleTimeHours: hours('double_time_hours').default('0').notNull(),
    doubleTimeRate: money('double_time_rate').default('0').notNull(),
    salaryPay: money('salary_pay').default('0').notNull(),
    serviceCommission: money('service_commission').default('0').notNull(),
    productCommission: money('product_commission').default('0').notNull(),
    /** Each local day's regular, overtime and double-time minutes. */
    minutesByDay: jsonb('minutes_by_day')
      .$type<{ date: string; regular: number; overtime: number; doubleTime: number }[]>()
      .default([])
      .notNull(),
    grossPay: money('gross_pay').default('0').notNull(),
    deductions: money('deductions').default('0').notNull(),
    netPay: money('net_pay').default('0').notNull(),
    status: text('status').default('pending').notNull(),
    paidAt: instant('paid_at'),
    ...timestamps(),
  },
  (t) => [
    // business_id in the key: ready to distribute by business (decision 028), same meaning.
    unique('payroll_entries_period_staff_unique').on(t.payrollPeriodId, t.staffId, t.businessId),
    index('payroll_entries_business_staff_idx').on(t.businessId, t.staffId),
  ],
);

export type TimeEntry = typeof timeEntries.$inferSelect;
export type TimeEntryChange = typeof timeEntryChanges.$inferSelect;
export type NewTimeEntry = typeof timeEntries.$inferInsert;
export type PayrollPeriod = typeof payrollPeriods.$inferSelect;
export type NewPayrollPeriod = typeof payrollPeriods.$inferInsert;
export type PayrollEntry = typeof payrollEntries.$inferSelect;
export type NewPayrollEntry = typeof payrollEntries.$inferInsert;
