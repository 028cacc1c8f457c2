import { sql } from 'drizzle-orm';
import type { DashboardStats } from '../../../contract/dashboard';
import type { DbOrTx } from '../../db/client';
import { addDays, addMonths, localCalendar, localToInstant } from '../../lib/time';

/**
 * Every figure of the stats strip in one query. Day, week (Sunday..Saturday) and month boundaries are the
 * business's local ones: appointment dates are stored local, and sales instants are compared with the
 * instants of local midnights.
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
  const at = (date: string) => localToInstant(date, '00:00', timezone).toISOString();
  const result = await db.execute(sql`
    with appts as (
      select a.date, a.status, coalesce(a.price, s.price) as price
      from appointments a join services s on s.id = a.service_id
      where a.business_id = ${businessId} and (${staffId}::int is null or a.staff_id = ${staffId}::int)
        and a.date >= ${[lastMonthStart, lastWeekStart].sort()[0]}
        and a.date < ${[c.nextMonthStart, weekEnd].sort()[1]}
    ),
    sale_net as (
      select sa.sale_date,
        sa.total_amount - coalesce((select sum(r.amount) from refunds r where r.sale_id = sa.id), 0) as net
      from sales sa
      where sa.business_id = ${businessId} and ${staffId}::int is null and sa.payment_status in ('completed', 'refunded')
        and sa.sale_date >= ${at(lastMonthStart)}::timestamptz and sa.sale_date < ${at(c.nextMonthStart)}::timestamptz
    )
    select
      (select count(*) from appts where date = ${c.today} and status <> 'cancelled') as today,
      (select count(*) from appts where date = ${yesterday} and status <> 'cancelled') as yesterday,
      (select count(*) from appts where date >= ${c.weekStart} and date < ${weekEnd} and status <> 'cancelled') as week,
      (select count(*) from appts where date >= ${lastWeekStart} and date < ${c.weekStart} and status <> 'cancelled') as last_week,
      (select count(*) from appts where date >= ${c.weekStart} and date < ${weekEnd} and status = 'no_show') as no_shows,
      (select count(*) from appts where date >= ${lastWeekStart} and date < ${c.weekStart} and status = 'no_show') as last_week_no_shows,
      (select count(*) from appts where date >= ${c.monthStart} and date < ${c.nextMonthStart} and status <> 'cancelled') as month,
      (select coalesce(sum(price), 0) from appts where date >= ${c.monthStart} and date < ${c.nextMonthStart} and status = 'completed')
        + (select coalesce(sum(net), 0) from sale_net where sale_date >= ${at(c.monthStart)}::timestamptz) as revenue,
      (select coalesce(sum(price), 0) from appts where date >= ${lastMonthStart} and date < ${c.monthStart} and status = 'completed')
        + (select coalesce(sum(net), 0) from sale_net where sale_date < ${at(c.monthStart)}::timestamptz) as last_month_revenue
  `);
  const row = (result as unknown as { rows: Record<string, string | number>[] }).rows[0] ?? {};
  const n = (key: string) => Number(row[key] ?? 0);
  return {
    todayAppointments: n('today'),
    yesterdayAppointments: n('yesterday'),
    weekAppointments: n('week'),
    lastWeekAppointments: n('last_week'),
    noShows: n('no_shows'),
    lastWeekNoShows: n('last_week_no_shows'),
    revenue: n('revenue').toFixed(2),
    lastMonthRevenue: n('last_month_revenue').toFixed(2),
    thisMonthAppointments: n('month'),
  };
}

export async function monthAppointmentCount(db: DbOrTx, businessId: number, monthStart: string) {
  const result = await db.execute(sql`
    select count(*) as n from appointments
    where business_id = ${businessId} and status <> 'cancelled'
      and date >= ${monthStart} and date < ${addMonths(monthStart, 1)}
  `);
  return Number((result as unknown as { rows: { n: string }[] }).rows[0]?.n ?? 0);
}
