import { and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { toCents, toDecimal } from '../../../contract/money';
import {
  ALREADY_PAID,
  APPROVE_FIRST,
  CALCULATE_FIRST,
  type CreatePeriodInput,
  DEDUCTIONS_TOO_HIGH,
  type PayEntry,
  type PayPeriod,
  type PayPeriodDetail,
  type PayRulesInput,
  PERIOD_APPROVED,
  PERIOD_OVERLAPS,
} from '../../../contract/payroll';
import { hoursOf } from '../../../contract/time-entries';
import { recordAudit } from '../../core/audit';
import type { Database, DbOrTx, Tx } from '../../db/client';
import {
  businesses,
  type PayrollEntry,
  type PayrollPeriod,
  payrollEntries,
  payrollPeriods,
  staff,
} from '../../db/schema/index';
import { inTenant } from '../../db/tenant';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { EXCLUSION_VIOLATION, postgresErrorCode } from '../../lib/postgres-errors';
import { instantToLocal } from '../../lib/time';
import { getBusiness } from '../businesses';
import { buildEntries, rulesOf } from './calculate';
import { totalMinutes } from './hours';

type Who = { businessId: number; userId: number };

export function toPayRules(b: Parameters<typeof rulesOf>[0]): PayRulesInput {
  const r = rulesOf(b);
  return {
    weeklyOvertime: r.weeklyOvertime,
    weeklyOvertimeHours: r.weeklyOvertimeHours,
    dailyOvertime: r.dailyOvertime,
    dailyOvertimeHours: r.dailyOvertimeHours,
    doubleTime: r.doubleTime,
    doubleTimeHours: r.doubleTimeHours,
    overtimeMultiplier: r.overtimeMultiplier / 100,
    workweekStart: r.weekStart,
  };
}

export async function getPayRules(db: DbOrTx, businessId: number) {
  return toPayRules(await getBusiness(db, businessId));
}

export async function updatePayRules(db: Database, businessId: number, input: Partial<PayRulesInput>) {
  return db.transaction(async (tx) => {
    const merged = { ...(await getPayRules(tx, businessId)), ...input };
    if (merged.doubleTime && merged.doubleTimeHours <= merged.dailyOvertimeHours) {
      const message = 'Double time must start after daily overtime';
      throw badRequest(message, [{ path: 'doubleTimeHours', message }]);
    }
    await tx
      .update(businesses)
      .set({
        payrollWeeklyOvertime: merged.weeklyOvertime,
        payrollWeeklyOvertimeHours: merged.weeklyOvertimeHours,
        payrollDailyOvertime: merged.dailyOvertime,
        payrollDailyOvertimeHours: merged.dailyOvertimeHours,
        payrollDoubleTime: merged.doubleTime,
        payrollDoubleTimeHours: merged.doubleTimeHours,
        payrollOvertimeMultiplier: Math.round(merged.overtimeMultiplier * 100),
        payrollWeekStart: merged.workweekStart,
        updatedAt: new Date(),
      })
      .where(eq(businesses.id, businessId));
    return getPayRules(tx, businessId);
  });
}

function toPeriod(p: PayrollPeriod): PayPeriod {
  return {
    id: p.id,
    name: p.name,
    startDate: p.startDate,
    endDate: p.endDate,
    payDate: p.payDate,
    status: p.status as PayPeriod['status'],
    totalAmount: toDecimal(toCents(p.totalAmount)),
    approvedAt: p.approvedAt?.toISOString() ?? null,
    paidAt: p.paidAt?.toISOString() ?? null,
    createdAt: p.createdAt.toISOString(),
  };
}

const money = (v: string) => toDecimal(toCents(v));

function toEntry(e: PayrollEntry, staffName: string, salaried: boolean): PayEntry {
  const minutes = totalMinutes(e.minutesByDay);
  const line = (m: number, rate: string) => toDecimal(Math.round((m * toCents(rate)) / 60));
  return {
    id: e.id,
    staffId: e.staffId,
    staffName,
    payType: salaried ? 'salary' : 'hourly',
    regularHours: hoursOf(Math.round(Number(e.regularHours) * 60)),
    overtimeHours: hoursOf(Math.round(Number(e.overtimeHours) * 60)),
    doubleTimeHours: hoursOf(Math.round(Number(e.doubleTimeHours) * 60)),
    regularRate: money(e.regularRate),
    overtimeRate: money(e.overtimeRate),
    doubleTimeRate: money(e.doubleTimeRate),
    regularPay: line(minutes.regular, e.regularRate),
    overtimePay: line(minutes.overtime, e.overtimeRate),
    doubleTimePay: line(minutes.doubleTime, e.doubleTimeRate),
    salaryPay: money(e.salaryPay),
    serviceCommission: money(e.serviceCommission),
    productCommission: money(e.productCommission),
    grossPay: money(e.grossPay),
    deductions: money(e.deductions),
    netPay: money(e.netPay),
    status: e.status === 'paid' ? 'paid' : 'pending',
    paidAt: e.paidAt?.toISOString() ?? null,
    days: e.minutesByDay.map((d) => ({
      date: d.date,
      regularHours: hoursOf(d.regular),
      overtimeHours: hoursOf(d.overtime),
      doubleTimeHours: hoursOf(d.doubleTime),
    })),
  };
}

async function findPeriod(db: DbOrTx, businessId: number, id: number, lock = false) {
  const query = db
    .select()
    .from(payrollPeriods)
    .where(and(inTenant(payrollPeriods, businessId), eq(payrollPeriods.id, id)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('Pay period not found');
  return row;
}

export async function listPeriods(db: DbOrTx, businessId: number): Promise<PayPeriod[]> {
  const rows = await db
    .select()
    .from(payrollPeriods)
    .where(inTenant(payrollPeriods, businessId))
    .orderBy(desc(payrollPeriods.startDate), desc(payrollPeriods.id));
  return rows.map(toPeriod);
}

export async function periodDetail(
  db: DbOrTx,
  businessId: number,
  id: number,
  onlyStaffId: number | null = null,
): Promise<PayPeriodDetail> {
  const period = await findPeriod(db, businessId, id);
  const business = await getBusiness(db, businessId);
  const rows = await db
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
        eq(payrollEntries.payrollPeriodId, id),
        onlyStaffId === null ? undefined : eq(payrollEntries.staffId, onlyStaffId),
      ),
    )
    .orderBy(asc(staff.firstName), asc(staff.lastName), asc(staff.id));
  return {
    ...toPeriod(period),
    timezone: business.timezone,
    entries: rows.map((r) =>
      toEntry(
        r.entry,
        `${r.firstName} ${r.lastName}`,
        toCents(r.entry.salaryPay) > 0 || toCents(r.salary) > 0,
      ),
    ),
  };
}

export async function createPeriod(
  db: Database,
  businessId: number,
  input: CreatePeriodInput,
): Promise<PayPeriod> {
  try {
    const [row] = await db
      .insert(payrollPeriods)
      .values({
        businessId,
        name: input.name,
        startDate: input.startDate,
        endDate: input.endDate,
        payDate: input.payDate ?? null,
        status: 'draft',
      })
      .returning();
    if (!row) throw new Error('insert returned no pay period');
    return toPeriod(row);
  } catch (error) {
    if (postgresErrorCode(error) === EXCLUSION_VIOLATION) throw conflict(PERIOD_OVERLAPS);
    throw error;
  }
}

async function draftOnly(tx: Tx, businessId: number, id: number) {
  const period = await findPeriod(tx, businessId, id, true);
  if (period.status !== 'draft') throw conflict(period.status === 'paid' ? ALREADY_PAID : PERIOD_APPROVED);
  return period;
}

async function refreshTotal(tx: Tx, periodId: number) {
  await tx
    .update(payrollPeriods)
    .set({
      totalAmount: sql`(select coalesce(sum(net_pay), 0) from payroll_entries where payroll_period_id = ${periodId})`,
      updatedAt: new Date(),
    })
    .where(eq(payrollPeriods.id, periodId));
}

/** Builds the draft's entries again from time entries, rates and sales; deductions already entered stay. */
export async function calculatePeriod(
  db: Database,
  businessId: number,
  id: number,
): Promise<PayPeriodDetail> {
  await db.transaction(async (tx) => {
    const period = await draftOnly(tx, businessId, id);
    const business = await getBusiness(tx, businessId);
    const previous = await tx
      .select({ staffId: payrollEntries.staffId, deductions: payrollEntries.deductions })
      .from(payrollEntries)
      .where(eq(payrollEntries.payrollPeriodId, id));
    const kept = new Map(previous.map((p) => [p.staffId, toCents(p.deductions)]));
    const entries = await buildEntries(tx, business, period, kept);
    await tx.delete(payrollEntries).where(eq(payrollEntries.payrollPeriodId, id));
    if (entries.length) await tx.insert(payrollEntries).values(entries);
    await refreshTotal(tx, id);
  });
  return periodDetail(db, businessId, id);
}

export async function updateEntryDeductions(
  db: Database,
  businessId: number,
  entryId: number,
  deductions: string,
) {
  return db.transaction(async (tx) => {
    const [entry] = await tx
      .select()
      .from(payrollEntries)
      .where(and(inTenant(payrollEntries, businessId), eq(payrollEntries.id, entryId)))
      .for('update')
      .limit(1);
    if (!entry) throw notFound('Pay entry not found');
    await draftOnly(tx, businessId, entry.payrollPeriodId);
    const cents = toCents(deductions);
    const gross = toCents(entry.grossPay);
    if (cents > gross)
      throw badRequest(DEDUCTIONS_TOO_HIGH, [{ path: 'deductions', message: DEDUCTIONS_TOO_HIGH }]);
    await tx
      .update(payrollEntries)
      .set({ deductions: toDecimal(cents), netPay: toDecimal(gross - cents), updatedAt: new Date() })
      .where(eq(payrollEntries.id, entryId));
    await refreshTotal(tx, entry.payrollPeriodId);
    return entry.payrollPeriodId;
  });
}

/** The audit trail's name for a pay period: its dates, which say which one it is. */
export function periodTarget(p: Pick<PayrollPeriod, 'id' | 'startDate' | 'endDate'>) {
  return { type: 'payPeriod', id: p.id, label: `Pay period ${p.startDate} – ${p.endDate}` };
}

export async function approvePeriod(db: Database, who: Who, id: number) {
  await db.transaction(async (tx) => {
    const period = await draftOnly(tx, who.businessId, id);
    const [entry] = await tx
      .select({ id: payrollEntries.id })
      .from(payrollEntries)
      .where(eq(payrollEntries.payrollPeriodId, id))
      .limit(1);
    if (!entry) throw conflict(CALCULATE_FIRST);
    const now = new Date();
    await tx
      .update(payrollPeriods)
      .set({ status: 'approved', approvedAt: now, approvedBy: who.userId, updatedAt: now })
      .where(eq(payrollPeriods.id, id));
    await recordAudit(tx, {
      businessId: who.businessId,
      action: 'payroll.approved',
      target: periodTarget(period),
      before: { status: period.status },
      after: { status: 'approved', totalAmount: toCents(period.totalAmount) / 100 },
    });
  });
  return periodDetail(db, who.businessId, id);
}

export async function reopenPeriod(db: Database, businessId: number, id: number) {
  await db.transaction(async (tx) => {
    const period = await findPeriod(tx, businessId, id, true);
    if (period.status === 'paid') throw conflict(ALREADY_PAID);
    if (period.status !== 'approved') throw conflict('Only an approved pay period can be reopened');
    await tx
      .update(payrollPeriods)
      .set({ status: 'draft', approvedAt: null, approvedBy: null, updatedAt: new Date() })
      .where(eq(payrollPeriods.id, id));
    await recordAudit(tx, {
      businessId,
      action: 'payroll.reopened',
      target: periodTarget(period),
      before: { status: period.status, approvedAt: period.approvedAt?.toISOString() ?? null },
      after: { status: 'draft' },
    });
  });
  return periodDetail(db, businessId, id);
}

export async function payPeriod(db: Database, businessId: number, id: number) {
  await db.transaction(async (tx) => {
    const period = await findPeriod(tx, businessId, id, true);
    if (period.status === 'paid') throw conflict(ALREADY_PAID);
    if (period.status !== 'approved') throw conflict(APPROVE_FIRST);
    const now = new Date();
    await tx
      .update(payrollPeriods)
      .set({ status: 'paid', paidAt: now, updatedAt: now })
      .where(eq(payrollPeriods.id, id));
    await tx
      .update(payrollEntries)
      .set({ status: 'paid', paidAt: now, updatedAt: now })
      .where(eq(payrollEntries.payrollPeriodId, id));
  });
  return periodDetail(db, businessId, id);
}

export async function deletePeriod(db: Database, businessId: number, id: number) {
  await db.transaction(async (tx) => {
    const period = await draftOnly(tx, businessId, id);
    await tx.delete(payrollPeriods).where(eq(payrollPeriods.id, id));
    await recordAudit(tx, {
      businessId,
      action: 'payroll.deleted',
      target: periodTarget(period),
      before: {
        name: period.name,
        startDate: period.startDate,
        endDate: period.endDate,
        status: period.status,
        totalAmount: toCents(period.totalAmount) / 100,
      },
    });
  });
}

/**
 * Refuses a change to time worked on a day an approved or paid pay period covers (the local dates of the
 * instants given): the period must be reopened first.
 */
export async function refuseIfLocked(tx: DbOrTx, businessId: number, timezone: string, instants: Date[]) {
  const dates = [...new Set(instants.map((i) => instantToLocal(i, timezone).date))];
  for (const date of dates) {
    const [locked] = await tx
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
    if (locked) throw conflict(PERIOD_APPROVED);
  }
}

/** The period an entry belongs to, with its status and whose entry it is. */
export async function periodOfEntry(db: DbOrTx, businessId: number, entryId: number) {
  const [row] = await db
    .select({ periodId: payrollPeriods.id, status: payrollPeriods.status, staffId: payrollEntries.staffId })
    .from(payrollEntries)
    .innerJoin(payrollPeriods, eq(payrollPeriods.id, payrollEntries.payrollPeriodId))
    .where(and(inTenant(payrollEntries, businessId), eq(payrollEntries.id, entryId)))
    .limit(1);
  return row;
}

/** A staff member's entries in approved and paid periods, newest first: their pay stubs. */
export async function myStubs(db: DbOrTx, businessId: number, staffId: number) {
  const rows = await db
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
  return rows.map((r) => ({
    entryId: r.entry.id,
    periodName: r.period.name,
    startDate: r.period.startDate,
    endDate: r.period.endDate,
    payDate: r.period.payDate,
    status: r.period.status as 'approved' | 'paid',
    netPay: toDecimal(toCents(r.entry.netPay)),
  }));
}
