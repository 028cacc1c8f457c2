import { toCents, toDecimal } from '../../../contract/money';
import { PAYMENT_METHODS, type PaymentsSummary, paymentMethods } from '../../../contract/payments';
import { businessTimezone } from '../../core/timezone';
import type { DbOrTx } from '../../db/client';
import { addDays, localCalendar, localToInstant } from '../../lib/time';
import { revenueFor } from '../reports';
import { type MethodTotalsRow, refundTotals, salesByMethod } from './repository';

/** All-time and this-month figures per method, from sales and refunds only. */
export async function paymentsSummary(
  db: DbOrTx,
  businessId: number,
  now = new Date(),
): Promise<PaymentsSummary> {
  const timezone = await businessTimezone(db, businessId);
  const { monthStart, nextMonthStart } = localCalendar(now, timezone);
  const since = localToInstant(monthStart, '00:00', timezone).toISOString();
  const rows = await salesByMethod(db, businessId, since);
  const refunds = await refundTotals(db, businessId, since);
  // The reports' one definition of product revenue (tax excluded, net of refunds), for this local month.
  const month = await revenueFor(
    db,
    { businessId, timezone },
    { from: monthStart, to: addDays(nextMonthStart, -1) },
  );
  const sum = (pick: (r: MethodTotalsRow) => string) =>
    rows.reduce((total, r) => total + toCents(pick(r)), 0);
  const feeSum = (pick: (r: MethodTotalsRow) => string) =>
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
