import { sql } from 'drizzle-orm';
import type { DashboardStats } from '../../../contract/dashboard';
import { toDecimal } from '../../../contract/money';
import type { DbOrTx } from '../../db/client';
import { addDays, addMonths, localCalendar } from '../../lib/time';
import { revenueFor } from '../reports';

/**
 * The stats strip: its counts in one query, its revenue from the reports' figures. Day, week
 * (Sunday..Saturday) and month boundaries are the business's local ones.
 */
export async function dashboardStats(
  db: DbOrTx,
  businessId: number,
  timezone: string,
  now: Date,
  /** One member's figures: their appointments only, and no sales. */
  staffId: number | null = null,
): Promise<DashboardStats> {
  const c = localCalendar(now, timezone);
  const yesterday = addDays(c.today, -1);
  const lastWeekStart = addDays(c.weekStart, -7);
  const weekEnd = addDays(c.weekStart, 7);
  const lastMonthStart = addMonths(c.monthStart, -1);
  const result = await db.execute(sql`
    with appts as (
      select a.date, a.status
      from appointments a
      where a.business_id = ${businessId} and (${staffId}::int is null or a.staff_id = ${staffId}::int)
        and a.date >= ${[lastMonthStart, lastWeekStart].sort()[0]}
        and a.date < ${[c.nextMonthStart, weekEnd].sort()[1]}
    )
    select
      (select count(*) from appts where date = ${c.today} and status <> 'cancelled') as today,
      (select count(*) from appts where date = ${yesterday} and status <> 'cancelled') as yesterday,
      (select count(*) from appts where date >= ${c.weekStart} and date < ${weekEnd} and status <> 'cancelled') as week,
      (select count(*) from appts where date >= ${lastWeekStart} and date < ${c.weekStart} and status <> 'cancelled') as last_week,
      (select count(*) from appts where date >= ${c.weekStart} and date < ${weekEnd} and status = 'no_show') as no_shows,
      (select count(*) from appts where date >= ${lastWeekStart} and date < ${c.weekStart} and status = 'no_show') as last_week_no_shows,
      (select count(*) from appts where date >= ${c.monthStart} and date < ${c.nextMonthStart} and status <> 'cancelled') as month
  `);
  const row = (result as unknown as { rows: Record<string, string | number>[] }).rows[0] ?? {};
  // Revenue is the reports' one definition (modules/reports/figures.ts), month by local month.
  const scope = { businessId, timezone, staffId };
  const revenue = await revenueFor(db, scope, { from: c.monthStart, to: addDays(c.nextMonthStart, -1) });
  // Like with like (issue 33): this month so far against the same days of last month (1st to today's
  // day of the month, no further than its last day), not against the whole of last month.
  const lastMonthEnd = addDays(c.monthStart, -1);
  const sameDay = addDays(lastMonthStart, dayOfMonth(c.today) - 1);
  const lastMonthRevenue = await revenueFor(db, scope, {
    from: lastMonthStart,
    to: [sameDay, lastMonthEnd].sort()[0] ?? lastMonthEnd,
  });
  const n = (key: string) => Number(row[key] ?? 0);
  return {
    todayAppointments: n('today'),
    yesterdayAppointments: n('yesterday'),
    weekAppointments: n('week'),
    lastWeekAppointments: n('last_week'),
    noShows: n('no_shows'),
    lastWeekNoShows: n('last_week_no_shows'),
    revenue: toDecimal(revenue.totalCents),
    lastMonthRevenue: toDecimal(lastMonthRevenue.totalCents),
    thisMonthAppointments: n('month'),
  };
}

const dayOfMonth = (date: string) => Number(date.slice(8, 10));
