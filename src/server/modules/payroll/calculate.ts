import { and, eq, gte, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { daysBetween } from '../../../contract/common';
import { toCents, toDecimal } from '../../../contract/money';
import { hoursOf } from '../../../contract/time-entries';
import type { Tx } from '../../db/client';
import {
  type Business,
  type NewPayrollEntry,
  type PayrollPeriod,
  staff,
  timeEntries,
} from '../../db/schema/index';
import { rowsOf } from '../../db/sql-rows';
import { inTenant } from '../../db/tenant';
import { addDays, localToInstant } from '../../lib/time';
import { paidSale, refundBeforeTax } from '../reports';
import {
  classifyMinutes,
  hourlyPay,
  type PayRules,
  type Shift,
  totalMinutes,
  weekStartOf,
  workedByDay,
} from './hours';

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
  const services = await tx.execute(sql`
    select a.staff_id, coalesce(sum(coalesce(a.price, s.price)), 0) as amount
    from appointments a join services s on s.id = a.service_id
    where a.business_id = ${business.id} and a.status = 'completed'
      and a.date >= ${period.startDate} and a.date <= ${period.endDate}
    group by a.staff_id
  `);
  // As the reports count product revenue: subtotal less discount, less the tax-excluded share of refunds.
  const products = await tx.execute(sql`
    select staff_id, sum(amount) as amount from (
      select sa.staff_id, sa.subtotal - sa.discount_amount as amount
      from sales sa
      where sa.business_id = ${business.id} and sa.staff_id is not null and ${paidSale(sql`sa.payment_status`)}
        and sa.sale_date >= ${start}::timestamptz and sa.sale_date < ${end}::timestamptz
      union all
      select sa.staff_id, -${refundBeforeTax('r', 'sa')}
      from refunds r join sales sa on sa.id = r.sale_id
      where r.business_id = ${business.id} and sa.staff_id is not null
        and r.created_at >= ${start}::timestamptz and r.created_at < ${end}::timestamptz
    ) lines group by staff_id
  `);
  const byStaff = (result: unknown) =>
    new Map(
      rowsOf<{ staff_id: number; amount: string }>(result).map((r) => [
        Number(r.staff_id),
        toCents(r.amount),
      ]),
    );
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
  const shifts = await tx
    .select()
    .from(timeEntries)
    .where(
      and(
        inTenant(timeEntries, business.id),
        isNotNull(timeEntries.clockOut),
        gte(timeEntries.clockIn, from),
        lt(timeEntries.clockIn, to),
      ),
    );
  const bases = await commissionBases(tx, business, period);
  const involved = [
    ...new Set([...shifts.map((s) => s.staffId), ...bases.services.keys(), ...bases.products.keys()]),
  ];
  const people = await tx
    .select()
    .from(staff)
    .where(
      and(
        inTenant(staff, business.id),
        or(
          and(eq(staff.isActive, true), isNull(staff.removedAt)),
          involved.length ? inArray(staff.id, involved) : sql`false`,
        ),
      ),
    );

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
