import { sql } from 'drizzle-orm';
import { toCents, toDecimal } from '../../../contract/money';
import { PAYMENT_METHODS, type PaymentsSummary, paymentMethods } from '../../../contract/payments';
import { businessTimezone } from '../../core/timezone';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/sql-rows';
import { addDays, localCalendar, localToInstant } from '../../lib/time';
import { revenueFor } from '../reports';
import { feeCentsSql } from './fees';

type Row = {
  method: string;
  count: string | number;
  gross: string;
  fees: string;
  month_gross: string;
  month_fees: string;
};

/** All-time and this-month figures per method, from sales and refunds only. */
export async function paymentsSummary(
  db: DbOrTx,
  businessId: number,
  now = new Date(),
): Promise<PaymentsSummary> {
  const timezone = await businessTimezone(db, businessId);
  const { monthStart, nextMonthStart } = localCalendar(now, timezone);
  const since = localToInstant(monthStart, '00:00', timezone).toISOString();
  const fee = feeCentsSql('s.payment_method', 's.total_amount');
  const result = await db.execute(sql`
    select s.payment_method as method, count(*) as count, coalesce(sum(s.total_amount), 0) as gross,
      coalesce(sum(${fee}), 0) as fees,
      coalesce(sum(s.total_amount) filter (where s.sale_date >= ${since}::timestamptz), 0) as month_gross,
      coalesce(sum(${fee}) filter (where s.sale_date >= ${since}::timestamptz), 0) as month_fees
    from sales s where s.business_id = ${businessId}
    group by s.payment_method
  `);
  const refundResult = await db.execute(sql`
    select count(*) as count, coalesce(sum(amount), 0) as total,
      coalesce(sum(amount) filter (where created_at >= ${since}::timestamptz), 0) as month
    from refunds where business_id = ${businessId}
  `);
  const rows = rowsOf<Row>(result);
  // The reports' one definition of product revenue (tax excluded, net of refunds), for this local month.
  const month = await revenueFor(
    db,
    { businessId, timezone },
    { from: monthStart, to: addDays(nextMonthStart, -1) },
  );
  const refunds = rowsOf<{ count: string | number; total: string; month: string }>(refundResult)[0];
  const sum = (pick: (r: Row) => string) => rows.reduce((total, r) => total + toCents(pick(r)), 0);
  const feeSum = (pick: (r: Row) => string) =>
    rows.reduce((total, r) => total + Math.round(Number(pick(r))), 0);
  const salesCount = rows.reduce((n, r) => n + Number(r.count), 0);
  const gross = sum((r) => r.gross);
  const fees = feeSum((r) => r.fees);
  const refunded = toCents(refunds?.total);
  const monthGross = sum((r) => r.month_gross);
  return {
    totalRevenue: toDecimal(gross),
    totalRefunds: toDecimal(refunded),
    totalFees: toDecimal(fees),
    netRevenue: toDecimal(gross - refunded - fees),
    salesCount,
    refundCount: Number(refunds?.count ?? 0),
    averageSale: toDecimal(salesCount === 0 ? 0 : Math.round(gross / salesCount)),
    thisMonthRevenue: toDecimal(monthGross),
    thisMonthProductRevenue: toDecimal(month.productCents),
    thisMonthNet: toDecimal(monthGross - toCents(refunds?.month) - feeSum((r) => r.month_fees)),
    byMethod: paymentMethods.map((method) => {
      const row = rows.find((r) => r.method === method);
      return {
        method,
        label: PAYMENT_METHODS[method].label,
        count: Number(row?.count ?? 0),
        amount: toDecimal(toCents(row?.gross ?? 0)),
      };
    }),
  };
}
