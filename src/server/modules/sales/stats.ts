import { sql } from 'drizzle-orm';
import { toCents, toDecimal } from '../../../contract/money';
import type { SalesStats } from '../../../contract/sales';
import { businessTimezone } from '../../core/timezone';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/sql-rows';
import { addDays, localCalendar, localToInstant } from '../../lib/time';

/**
 * The Sales cards. Days are the business's local days; money is net of refunds; a fully refunded sale
 * no longer counts as a sale.
 */
export async function salesStats(db: DbOrTx, businessId: number, now = new Date()): Promise<SalesStats> {
  const timezone = await businessTimezone(db, businessId);
  const { today } = localCalendar(now, timezone);
  const todayStart = localToInstant(today, '00:00', timezone).toISOString();
  const weekStart = localToInstant(addDays(today, -6), '00:00', timezone).toISOString();
  const tomorrow = localToInstant(addDays(today, 1), '00:00', timezone).toISOString();
  const result = await db.execute(sql`
    with net as (
      select s.sale_date, s.payment_status,
        s.total_amount - coalesce((select sum(r.amount) from refunds r where r.sale_id = s.id), 0) as amount
      from sales s where s.business_id = ${businessId}
    )
    select
      count(*) filter (where payment_status <> 'refunded') as total_count,
      coalesce(sum(amount), 0) as total_revenue,
      count(*) filter (where payment_status <> 'refunded'
        and sale_date >= ${todayStart}::timestamptz and sale_date < ${tomorrow}::timestamptz) as today_count,
      coalesce(sum(amount) filter (
        where sale_date >= ${todayStart}::timestamptz and sale_date < ${tomorrow}::timestamptz), 0) as today_revenue,
      count(*) filter (where payment_status <> 'refunded'
        and sale_date >= ${weekStart}::timestamptz and sale_date < ${tomorrow}::timestamptz) as week_count,
      coalesce(sum(amount) filter (
        where sale_date >= ${weekStart}::timestamptz and sale_date < ${tomorrow}::timestamptz), 0) as week_revenue
    from net
  `);
  const row = rowsOf<Record<string, string | number>>(result)[0] ?? {};
  const totalCount = Number(row.total_count ?? 0);
  const totalCents = toCents(row.total_revenue ?? 0);
  return {
    todaySalesCount: Number(row.today_count ?? 0),
    todayRevenue: toDecimal(toCents(row.today_revenue ?? 0)),
    totalSalesCount: totalCount,
    totalRevenue: toDecimal(totalCents),
    weekRevenue: toDecimal(toCents(row.week_revenue ?? 0)),
    weekSalesCount: Number(row.week_count ?? 0),
    averageSale: toDecimal(totalCount === 0 ? 0 : Math.round(totalCents / totalCount)),
  };
}
