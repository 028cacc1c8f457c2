import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { PayRulesInput } from '../../../contract/payroll';
import type { DbOrTx, Tx } from '../../db/client';
import {
  businesses,
  type NewPayrollEntry,
  type NewPayrollPeriod,
  payrollEntries,
  payrollPeriods,
  staff,
  timeEntries,
} from '../../db/schema/index';
import { rowsOf } from '../../db/sql-rows';
import { idInTenant, inTenant } from '../../db/tenant';
import { paidSale, refundBeforeTax } from '../reports';

/** Writes the business's pay rules (the multiplier is stored in hundredths: 1.5 → 150). */
export async function savePayRules(tx: Tx, businessId: number, rules: PayRulesInput) {
  await tx
    .update(businesses)
    .set({
      payrollWeeklyOvertime: rules.weeklyOvertime,
      payrollWeeklyOvertimeHours: rules.weeklyOvertimeHours,
      payrollDailyOvertime: rules.dailyOvertime,
      payrollDailyOvertimeHours: rules.dailyOvertimeHours,
      payrollDoubleTime: rules.doubleTime,
      payrollDoubleTimeHours: rules.doubleTimeHours,
      payrollOvertimeMultiplier: Math.round(rules.overtimeMultiplier * 100),
      payrollWeekStart: rules.workweekStart,
      updatedAt: new Date(),
    })
    .where(eq(businesses.id, businessId));
}

/** One of the business's pay periods, locked for the change about to be made when `lock` is set. */
export async function findPayPeriod(db: DbOrTx, businessId: number, id: number, lock = false) {
  const query = db
    .select()
    .from(payrollPeriods)
    .where(idInTenant(payrollPeriods, id, businessId))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The business's pay periods, newest first. */
export async function listPayPeriods(db: DbOrTx, businessId: number) {
  return db
    .select()
    .from(payrollPeriods)
    .where(inTenant(payrollPeriods, businessId))
    .orderBy(desc(payrollPeriods.startDate), desc(payrollPeriods.id));
}

/** A period's entries with their staff member's name and salary, by name; one staff member's if given. */
export async function listEntriesOf(
  db: DbOrTx,
  businessId: number,
  periodId: number,
  onlyStaffId: number | null,
) {
  return db
    .select({
      entry: payrollEntries,
      firstName: staff.firstName,
      lastName: staff.lastName,
      salary: staff.salary,
    })
    .from(payrollEntries)
    .innerJoin(staff, eq(staff.id, payrollEntries.staffId))
    .where(
      and(
        inTenant(payrollEntries, businessId),
        eq(payrollEntries.payrollPeriodId, periodId),
        onlyStaffId === null ? undefined : eq(payrollEntries.staffId, onlyStaffId),
      ),
    )
    .orderBy(asc(staff.firstName), asc(staff.lastName), asc(staff.id));
}

/** The new period; an overlap with another of the business's periods fails on the exclusion constraint. */
export async function insertPayPeriod(db: DbOrTx, values: NewPayrollPeriod) {
  const [row] = await db.insert(payrollPeriods).values(values).returning();
  return row;
}

/** Sets a period's total to the sum of its entries' net pay. */
export async function refreshPeriodTotal(tx: Tx, periodId: number) {
  await tx
    .update(payrollPeriods)
    .set({
      totalAmount: sql`(select coalesce(sum(net_pay), 0) from payroll_entries where payroll_period_id = ${periodId})`,
      updatedAt: new Date(),
    })
    .where(eq(payrollPeriods.id, periodId));
}

/** The deductions entered on a period's entries, by staff member. */
export async function listDeductionsOf(tx: Tx, periodId: number) {
  return tx
    .select({ staffId: payrollEntries.staffId, deductions: payrollEntries.deductions })
    .from(payrollEntries)
    .where(eq(payrollEntries.payrollPeriodId, periodId));
}

/** Puts `entries` in place of the period's entries. */
export async function replaceEntriesOf(tx: Tx, periodId: number, entries: NewPayrollEntry[]) {
  await tx.delete(payrollEntries).where(eq(payrollEntries.payrollPeriodId, periodId));
  if (entries.length) await tx.insert(payrollEntries).values(entries);
}

/** One of the business's pay entries, locked for the change about to be made. */
export async function findPayEntry(tx: Tx, businessId: number, entryId: number) {
  const [entry] = await tx
    .select()
    .from(payrollEntries)
    .where(idInTenant(payrollEntries, entryId, businessId))
    .for('update')
    .limit(1);
  return entry;
}

export async function setEntryDeductions(tx: Tx, entryId: number, deductions: string, netPay: string) {
  await tx
    .update(payrollEntries)
    .set({ deductions, netPay, updatedAt: new Date() })
    .where(eq(payrollEntries.id, entryId));
}

/** Whether the period has any entry (it has been calculated). */
export async function periodHasEntries(tx: Tx, periodId: number) {
  const [entry] = await tx
    .select({ id: payrollEntries.id })
    .from(payrollEntries)
    .where(eq(payrollEntries.payrollPeriodId, periodId))
    .limit(1);
  return entry !== undefined;
}

export async function markPeriodApproved(tx: Tx, periodId: number, userId: number, now: Date) {
  await tx
    .update(payrollPeriods)
    .set({ status: 'approved', approvedAt: now, approvedBy: userId, updatedAt: now })
    .where(eq(payrollPeriods.id, periodId));
}

export async function markPeriodDraft(tx: Tx, periodId: number) {
  await tx
    .update(payrollPeriods)
    .set({ status: 'draft', approvedAt: null, approvedBy: null, updatedAt: new Date() })
    .where(eq(payrollPeriods.id, periodId));
}

/** Marks the period and every entry in it paid. */
export async function markPeriodPaid(tx: Tx, periodId: number, now: Date) {
  await tx
    .update(payrollPeriods)
    .set({ status: 'paid', paidAt: now, updatedAt: now })
    .where(eq(payrollPeriods.id, periodId));
  await tx
    .update(payrollEntries)
    .set({ status: 'paid', paidAt: now, updatedAt: now })
    .where(eq(payrollEntries.payrollPeriodId, periodId));
}

export async function deletePayPeriod(tx: Tx, periodId: number) {
  await tx.delete(payrollPeriods).where(eq(payrollPeriods.id, periodId));
}

/** An approved or paid period of the business covering a local date, if any. */
export async function findLockedPeriodOn(db: DbOrTx, businessId: number, date: string) {
  const [locked] = await db
    .select({ id: payrollPeriods.id })
    .from(payrollPeriods)
    .where(
      and(
        inTenant(payrollPeriods, businessId),
        inArray(payrollPeriods.status, ['approved', 'paid']),
        lte(payrollPeriods.startDate, date),
        gte(payrollPeriods.endDate, date),
      ),
    )
    .limit(1);
  return locked;
}

/** The period an entry belongs to, with its status and whose entry it is. */
export async function periodOfEntry(db: DbOrTx, businessId: number, entryId: number) {
  const [row] = await db
    .select({ periodId: payrollPeriods.id, status: payrollPeriods.status, staffId: payrollEntries.staffId })
    .from(payrollEntries)
    .innerJoin(payrollPeriods, eq(payrollPeriods.id, payrollEntries.payrollPeriodId))
    .where(idInTenant(payrollEntries, entryId, businessId))
    .limit(1);
  return row;
}

/** A staff member's entries in approved and paid periods, with their period, newest first. */
export async function listStubsOf(db: DbOrTx, businessId: number, staffId: number) {
  return db
    .select({ entry: payrollEntries, period: payrollPeriods })
    .from(payrollEntries)
    .innerJoin(payrollPeriods, eq(payrollPeriods.id, payrollEntries.payrollPeriodId))
    .where(
      and(
        inTenant(payrollEntries, businessId),
        eq(payrollEntries.staffId, staffId),
        inArray(payrollPeriods.status, ['approved', 'paid']),
      ),
    )
    .orderBy(desc(payrollPeriods.startDate));
}

/** The business's finished time entries clocked in between two instants. */
export async function listFinishedShifts(tx: Tx, businessId: number, from: Date, to: Date) {
  return tx
    .select()
    .from(timeEntries)
    .where(
      and(
        inTenant(timeEntries, businessId),
        isNotNull(timeEntries.clockOut),
        gte(timeEntries.clockIn, from),
        lt(timeEntries.clockIn, to),
      ),
    );
}

/** The business's active staff, and anyone of the staff listed in `involved` (removed or inactive). */
export async function listPayableStaff(tx: Tx, businessId: number, involved: number[]) {
  return tx
    .select()
    .from(staff)
    .where(
      and(
        inTenant(staff, businessId),
        or(
          and(eq(staff.isActive, true), isNull(staff.removedAt)),
          involved.length ? inArray(staff.id, involved) : sql`false`,
        ),
      ),
    );
}

type AmountByStaff = { staff_id: number; amount: string };

/**
 * Completed services' booked prices (the service's own price where none was booked) per staff member,
 * between two local dates.
 */
export async function listServiceAmounts(tx: Tx, businessId: number, startDate: string, endDate: string) {
  const result = await tx.execute(sql`
    select a.staff_id, coalesce(sum(coalesce(a.price, s.price)), 0) as amount
    from appointments a join services s on s.id = a.service_id
    where a.business_id = ${businessId} and a.status = 'completed'
      and a.date >= ${startDate} and a.date <= ${endDate}
    group by a.staff_id
  `);
  return rowsOf<AmountByStaff>(result);
}

/** Product revenue per staff member from sales paid, less refunds made, between two instants (ISO strings). */
export async function listProductAmounts(tx: Tx, businessId: number, start: string, end: string) {
  // As the reports count product revenue: subtotal less discount, less the tax-excluded share of refunds.
  const result = await tx.execute(sql`
    select staff_id, sum(amount) as amount from (
      select sa.staff_id, sa.subtotal - sa.discount_amount as amount
      from sales sa
      where sa.business_id = ${businessId} and sa.staff_id is not null and ${paidSale(sql`sa.payment_status`)}
        and sa.sale_date >= ${start}::timestamptz and sa.sale_date < ${end}::timestamptz
      union all
      select sa.staff_id, -${refundBeforeTax('r', 'sa')}
      from refunds r join sales sa on sa.id = r.sale_id
      where r.business_id = ${businessId} and sa.staff_id is not null
        and r.created_at >= ${start}::timestamptz and r.created_at < ${end}::timestamptz
    ) lines group by staff_id
  `);
  return rowsOf<AmountByStaff>(result);
}
