import { eq, sql } from 'drizzle-orm';
import { addDays, dayOfWeek, instantToLocal, localToInstant } from '../../lib/time';
import { buildEntries } from '../../modules/payroll/calculate';
import { weekStartOf } from '../../modules/payroll/hours';
import type { Tx } from '../client';
import { businesses, payrollEntries, payrollPeriods, staff, timeEntries } from '../schema/index';
import type { Random } from './random';

const pad = (n: number) => String(n).padStart(2, '0');
const clock = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/**
 * The last two weeks on the time clock for the employees (Monday to Saturday, about 9 to 5 with a lunch
 * break), someone on the clock right now during opening hours, commissions on the team, the week before last
 * paid and last week calculated as a draft: Payroll opens with real shifts and pay runs.
 */
export async function seedDemoPayroll(
  tx: Tx,
  businessId: number,
  ownerUserId: number,
  employeeIds: number[],
  random: Random,
  now: Date,
) {
  const [business] = await tx.select().from(businesses).where(eq(businesses.id, businessId));
  if (!business) return;
  const tz = business.timezone;
  const commissions = [
    { service: 1000, product: 500 },
    { service: 800, product: 500 },
    { service: 0, product: 1000 },
  ];
  for (const [i, id] of employeeIds.entries()) {
    const c = commissions[i % commissions.length] ?? { service: 0, product: 0 };
    await tx
      .update(staff)
      .set({ serviceCommissionBp: c.service, productCommissionBp: c.product })
      .where(eq(staff.id, id));
  }

  // Who rang up each demo sale, so product commission has something to count.
  if (employeeIds.length) {
    await tx.execute(sql`
      update sales set staff_id = (${sql.raw(`array[${employeeIds.map(Number).join(',')}]`)})[1 + id % ${employeeIds.length}]
      where business_id = ${businessId}
    `);
  }

  const { date: today, time } = instantToLocal(now, tz);
  const [hh = 0, mm = 0] = time.split(':').map(Number);
  const minuteOfDay = hh * 60 + mm;
  const shifts: (typeof timeEntries.$inferInsert)[] = [];
  for (let offset = -14; offset <= 0; offset++) {
    const date = addDays(today, offset);
    if (dayOfWeek(date) === 0) continue;
    for (const staffId of employeeIds) {
      const start = 8 * 60 + 50 + random.int(0, 15);
      const end = 17 * 60 + random.int(0, 45);
      const clockIn = localToInstant(date, clock(start), tz);
      if (offset === 0) {
        // Today: the first employee is on the clock if the salon has opened.
        if (staffId === employeeIds[0] && minuteOfDay > start)
          shifts.push({ businessId, staffId, clockIn, status: 'active', createdBy: ownerUserId });
        continue;
      }
      const clockOut = localToInstant(date, clock(end), tz);
      const breakTime = random.pick([30, 30, 45, 60]);
      const worked = Math.round((clockOut.getTime() - clockIn.getTime()) / 60_000) - breakTime;
      shifts.push({
        businessId,
        staffId,
        clockIn,
        clockOut,
        breakTime,
        totalHours: (Math.round((worked / 60) * 100) / 100).toFixed(2),
        status: 'completed',
        createdBy: ownerUserId,
      });
    }
  }
  if (shifts.length) await tx.insert(timeEntries).values(shifts);

  const thisWeek = weekStartOf(today, business.payrollWeekStart);
  const weeks = [
    { start: addDays(thisWeek, -14), status: 'paid' as const },
    { start: addDays(thisWeek, -7), status: 'draft' as const },
  ];
  for (const week of weeks) {
    const end = addDays(week.start, 6);
    const [period] = await tx
      .insert(payrollPeriods)
      .values({
        businessId,
        name: `Week of ${new Date(`${week.start}T12:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' })}`,
        startDate: week.start,
        endDate: end,
        payDate: addDays(end, 3),
        status: week.status,
        ...(week.status === 'paid' ? { approvedAt: now, approvedBy: ownerUserId, paidAt: now } : {}),
      })
      .returning();
    if (!period) continue;
    const entries = await buildEntries(tx, business, period, new Map());
    if (entries.length) {
      await tx
        .insert(payrollEntries)
        .values(entries.map((e) => (week.status === 'paid' ? { ...e, status: 'paid', paidAt: now } : e)));
    }
    await tx
      .update(payrollPeriods)
      .set({
        totalAmount: sql`(select coalesce(sum(net_pay), 0) from payroll_entries where payroll_period_id = ${period.id})`,
      })
      .where(eq(payrollPeriods.id, period.id));
  }
}
