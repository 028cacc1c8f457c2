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
import type { PayrollEntry, PayrollPeriod } from '../../db/schema/index';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { EXCLUSION_VIOLATION, postgresErrorCode } from '../../lib/postgres-errors';
import { instantToLocal } from '../../lib/time';
import { getBusiness } from '../businesses';
import { buildEntries, rulesOf } from './calculate';
import { totalMinutes } from './hours';
import {
  deletePayPeriod,
  findLockedPeriodOn,
  findPayEntry,
  findPayPeriod,
  insertPayPeriod,
  listDeductionsOf,
  listEntriesOf,
  listPayPeriods,
  listStubsOf,
  markPeriodApproved,
  markPeriodDraft,
  markPeriodPaid,
  periodHasEntries,
  refreshPeriodTotal,
  replaceEntriesOf,
  savePayRules,
  setEntryDeductions,
} from './repository';

export { periodOfEntry } from './repository';

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
    await savePayRules(tx, businessId, merged);
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
  const row = await findPayPeriod(db, businessId, id, lock);
  if (!row) throw notFound('Pay period not found');
  return row;
}

export async function listPeriods(db: DbOrTx, businessId: number): Promise<PayPeriod[]> {
  const rows = await listPayPeriods(db, businessId);
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
  const rows = await listEntriesOf(db, businessId, id, onlyStaffId);
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
    const row = await insertPayPeriod(db, {
      businessId,
      name: input.name,
      startDate: input.startDate,
      endDate: input.endDate,
      payDate: input.payDate ?? null,
      status: 'draft',
    });
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

/** Builds the draft's entries again from time entries, rates and sales; deductions already entered stay. */
export async function calculatePeriod(
  db: Database,
  businessId: number,
  id: number,
): Promise<PayPeriodDetail> {
  await db.transaction(async (tx) => {
    const period = await draftOnly(tx, businessId, id);
    const business = await getBusiness(tx, businessId);
    const previous = await listDeductionsOf(tx, id);
    const kept = new Map(previous.map((p) => [p.staffId, toCents(p.deductions)]));
    const entries = await buildEntries(tx, business, period, kept);
    await replaceEntriesOf(tx, id, entries);
    await refreshPeriodTotal(tx, id);
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
    const entry = await findPayEntry(tx, businessId, entryId);
    if (!entry) throw notFound('Pay entry not found');
    await draftOnly(tx, businessId, entry.payrollPeriodId);
    const cents = toCents(deductions);
    const gross = toCents(entry.grossPay);
    if (cents > gross)
      throw badRequest(DEDUCTIONS_TOO_HIGH, [{ path: 'deductions', message: DEDUCTIONS_TOO_HIGH }]);
    await setEntryDeductions(tx, entryId, toDecimal(cents), toDecimal(gross - cents));
    await refreshPeriodTotal(tx, entry.payrollPeriodId);
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
    if (!(await periodHasEntries(tx, id))) throw conflict(CALCULATE_FIRST);
    const now = new Date();
    await markPeriodApproved(tx, id, who.userId, now);
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
    await markPeriodDraft(tx, id);
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
    await markPeriodPaid(tx, id, new Date());
  });
  return periodDetail(db, businessId, id);
}

export async function deletePeriod(db: Database, businessId: number, id: number) {
  await db.transaction(async (tx) => {
    const period = await draftOnly(tx, businessId, id);
    await deletePayPeriod(tx, id);
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
    if (await findLockedPeriodOn(tx, businessId, date)) throw conflict(PERIOD_APPROVED);
  }
}

/** A staff member's entries in approved and paid periods, newest first: their pay stubs. */
export async function myStubs(db: DbOrTx, businessId: number, staffId: number) {
  const rows = await listStubsOf(db, businessId, staffId);
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
