import { toCents, toDecimal } from '../../../contract/money';
import type { SalesStats } from '../../../contract/sales';
import { businessTimezone } from '../../core/timezone';
import type { DbOrTx } from '../../db/client';
import { addDays, localCalendar, localToInstant } from '../../lib/time';
import { findSalesTotals } from './repository';

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
  const row = (await findSalesTotals(db, businessId, { todayStart, weekStart, tomorrow })) ?? {};
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
