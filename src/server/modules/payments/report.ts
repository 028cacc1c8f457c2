import { toCents, toDecimal } from '../../../contract/money';
import {
  PAYMENT_METHODS,
  type PaymentMethod,
  type PaymentsReport,
  type PaymentsReportQuery,
  paymentMethods,
  type ReportFigures,
} from '../../../contract/payments';
import { businessTimezone } from '../../core/timezone';
import type { DbOrTx } from '../../db/client';
import { addDays, localToInstant } from '../../lib/time';
import { dailyMethodRows } from './repository';

type Cents = { salesCount: number; refundCount: number; gross: number; refunds: number; fees: number };
const empty = (): Cents => ({ salesCount: 0, refundCount: 0, gross: 0, refunds: 0, fees: 0 });
const add = (into: Cents, from: Partial<Cents>) => {
  for (const key of Object.keys(from) as (keyof Cents)[]) into[key] += from[key] ?? 0;
};
const figures = (c: Cents): ReportFigures => ({
  salesCount: c.salesCount,
  refundCount: c.refundCount,
  gross: toDecimal(c.gross),
  refunds: toDecimal(c.refunds),
  fees: toDecimal(c.fees),
  net: toDecimal(c.gross - c.refunds - c.fees),
});

/**
 * Per local day and per method over an inclusive range of the business's days. A sale counts on the day it
 * was made, a refund on the day it was given (under the sale's method); fees are charged on sales only.
 */
export async function paymentsReport(
  db: DbOrTx,
  businessId: number,
  q: PaymentsReportQuery,
): Promise<PaymentsReport> {
  const timezone = await businessTimezone(db, businessId);
  const from = localToInstant(q.startDate, '00:00', timezone).toISOString();
  const to = localToInstant(addDays(q.endDate, 1), '00:00', timezone).toISOString();
  const rows = await dailyMethodRows(db, businessId, timezone, from, to);
  const totals = empty();
  const byDay = new Map<string, Cents>();
  const byMethod = new Map<PaymentMethod, Cents>(paymentMethods.map((m) => [m, empty()]));
  for (let day = q.startDate; day <= q.endDate; day = addDays(day, 1)) byDay.set(day, empty());
  for (const row of rows) {
    const part: Partial<Cents> =
      row.kind === 'sale'
        ? { salesCount: Number(row.count), gross: toCents(row.amount), fees: Math.round(Number(row.fees)) }
        : { refundCount: Number(row.count), refunds: toCents(row.amount) };
    add(totals, part);
    const day = byDay.get(row.day);
    if (day) add(day, part);
    const method = byMethod.get(row.method);
    if (method) add(method, part);
  }
  return {
    startDate: q.startDate,
    endDate: q.endDate,
    timezone,
    totals: figures(totals),
    days: [...byDay].map(([date, c]) => ({ date, ...figures(c) })),
    methods: [...byMethod].map(([method, c]) => ({
      method,
      label: PAYMENT_METHODS[method].label,
      ...figures(c),
    })),
  };
}
