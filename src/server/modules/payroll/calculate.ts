import { daysBetween } from '../../../contract/common';
import { toCents, toDecimal } from '../../../contract/money';
import { hoursOf } from '../../../contract/time-entries';
import type { Tx } from '../../db/client';
import type { Business, NewPayrollEntry, PayrollPeriod } from '../../db/schema/index';
import { addDays, localToInstant } from '../../lib/time';
import {
  classifyMinutes,
  hourlyPay,
  type PayRules,
  type Shift,
  totalMinutes,
  weekStartOf,
  workedByDay,
} from './hours';
import { listFinishedShifts, listPayableStaff, listProductAmounts, listServiceAmounts } from './repository';

export function rulesOf(b: Business): PayRules {
  return {
    weeklyOvertime: b.payrollWeeklyOvertime,
    weeklyOvertimeHours: b.payrollWeeklyOvertimeHours,
    dailyOvertime: b.payrollDailyOvertime,
    dailyOvertimeHours: b.payrollDailyOvertimeHours,
    doubleTime: b.payrollDoubleTime,
    doubleTimeHours: b.payrollDoubleTimeHours,
    overtimeMultiplier: b.payrollOvertimeMultiplier,
    weekStart: b.payrollWeekStart,
  };
}

/** Commission bases in cents per staff member: completed services' booked prices, and their paid sales. */
async function commissionBases(tx: Tx, business: Business, period: PayrollPeriod) {
  const start = localToInstant(period.startDate, '00:00', business.timezone).toISOString();
  const end = localToInstant(addDays(period.endDate, 1), '00:00', business.timezone).toISOString();
  const services = await listServiceAmounts(tx, business.id, period.startDate, period.endDate);
  const products = await listProductAmounts(tx, business.id, start, end);
  const byStaff = (rows: { staff_id: number; amount: string }[]) =>
    new Map(rows.map((r) => [Number(r.staff_id), toCents(r.amount)]));
  return { services: byStaff(services), products: byStaff(products) };
}

/**
 * One entry per active staff member (and anyone else with hours or commission in the period): hours by local
 * day classified with the business's rules (the workweek's days before the period count toward its weekly
 * limit but are paid in the period before), salary × days ÷ 365 for the salaried, and commissions.
 * Deductions already entered on a recalculated draft are kept.
 */
export async function buildEntries(
  tx: Tx,
  business: Business,
  period: PayrollPeriod,
  keptDeductions: Map<number, number>,
): Promise<NewPayrollEntry[]> {
  const rules = rulesOf(business);
  const timezone = business.timezone;
  const from = localToInstant(addDays(weekStartOf(period.startDate, rules.weekStart), -1), '00:00', timezone);
  const to = localToInstant(addDays(period.endDate, 1), '00:00', timezone);
  const shifts = await listFinishedShifts(tx, business.id, from, to);
  const bases = await commissionBases(tx, business, period);
  const involved = [
    ...new Set([...shifts.map((s) => s.staffId), ...bases.services.keys(), ...bases.products.keys()]),
  ];
  const people = await listPayableStaff(tx, business.id, involved);

  return people.map((person) => {
    const own: Shift[] = shifts
      .filter((s) => s.staffId === person.id)
      .map((s) => ({ clockIn: s.clockIn, clockOut: s.clockOut as Date, breakMinutes: s.breakTime }));
    const classified = classifyMinutes(workedByDay(own, timezone), rules).filter(
      (d) => d.date >= period.startDate && d.date <= period.endDate,
    );
    const minutes = totalMinutes(classified);
    const salaryCents = toCents(person.salary);
    const salaried = salaryCents > 0;
    const rateCents = salaried ? 0 : toCents(person.hourlyRate);
    const pay = hourlyPay(minutes, rateCents, rules.overtimeMultiplier);
    const salaryPay = salaried
      ? Math.round((salaryCents * (daysBetween(period.startDate, period.endDate) + 1)) / 365)
      : 0;
    const serviceCommission = Math.round(
      ((bases.services.get(person.id) ?? 0) * person.serviceCommissionBp) / 10_000,
    );
    const productCommission = Math.round(
      ((bases.products.get(person.id) ?? 0) * person.productCommissionBp) / 10_000,
    );
    const gross =
      pay.regularCents +
      pay.overtimeCents +
      pay.doubleTimeCents +
      salaryPay +
      serviceCommission +
      productCommission;
    const deductions = Math.min(keptDeductions.get(person.id) ?? 0, gross);
    return {
      businessId: business.id,
      payrollPeriodId: period.id,
      staffId: person.id,
      regularHours: hoursOf(minutes.regular),
      overtimeHours: hoursOf(minutes.overtime),
      doubleTimeHours: hoursOf(minutes.doubleTime),
      regularRate: toDecimal(rateCents),
      overtimeRate: toDecimal(pay.overtimeRateCents),
      doubleTimeRate: toDecimal(pay.doubleTimeRateCents),
      salaryPay: toDecimal(salaryPay),
      serviceCommission: toDecimal(serviceCommission),
      productCommission: toDecimal(productCommission),
      grossPay: toDecimal(gross),
      deductions: toDecimal(deductions),
      netPay: toDecimal(gross - deductions),
      status: 'pending',
      minutesByDay: classified,
    };
  });
}
