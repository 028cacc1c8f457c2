import { eq, type SQL, sql } from 'drizzle-orm';
import type { ListTransactionsQuery, PaymentMethod, PaymentStatus } from '../../../contract/payments';
import type { DbOrTx } from '../../db/client';
import { businesses } from '../../db/schema/index';
import { rowsOf } from '../../db/sql-rows';
import { containsPattern } from '../../lib/like';
import { feeCentsSql } from './fees';

/** The methods the business takes, in the order it chose them. */
export async function findAcceptedMethods(db: DbOrTx, businessId: number): Promise<string[]> {
  const [row] = await db
    .select({ accepted: businesses.acceptedPaymentMethods })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  return row?.accepted ?? [];
}

export async function saveAcceptedMethods(tx: DbOrTx, businessId: number, accepted: PaymentMethod[]) {
  await tx
    .update(businesses)
    .set({ acceptedPaymentMethods: accepted, updatedAt: new Date() })
    .where(eq(businesses.id, businessId));
}

export type MethodTotalsRow = {
  method: string;
  count: string | number;
  gross: string;
  fees: string;
  month_gross: string;
  month_fees: string;
};

/** Sales per method, all time and since an instant (the local month's start), with their card fees. */
export async function salesByMethod(db: DbOrTx, businessId: number, since: string) {
  const fee = feeCentsSql('s.payment_method', 's.total_amount');
  const result = await db.execute(sql`
    select s.payment_method as method, count(*) as count, coalesce(sum(s.total_amount), 0) as gross,
      coalesce(sum(${fee}), 0) as fees,
      coalesce(sum(s.total_amount) filter (where s.sale_date >= ${since}::timestamptz), 0) as month_gross,
      coalesce(sum(${fee}) filter (where s.sale_date >= ${since}::timestamptz), 0) as month_fees
    from sales s where s.business_id = ${businessId}
    group by s.payment_method
  `);
  return rowsOf<MethodTotalsRow>(result);
}

/** Refunds all time and since an instant. */
export async function refundTotals(db: DbOrTx, businessId: number, since: string) {
  const result = await db.execute(sql`
    select count(*) as count, coalesce(sum(amount), 0) as total,
      coalesce(sum(amount) filter (where created_at >= ${since}::timestamptz), 0) as month
    from refunds where business_id = ${businessId}
  `);
  return rowsOf<{ count: string | number; total: string; month: string }>(result)[0];
}

export type ReportRow = {
  day: string;
  method: PaymentMethod;
  kind: 'sale' | 'refund';
  count: string;
  amount: string;
  fees: string;
};

/**
 * Sales and refunds per local day and method between two instants: a sale on the day it was made, a refund on
 * the day it was given (under the sale's method); fees on sales only.
 */
export async function dailyMethodRows(
  db: DbOrTx,
  businessId: number,
  timezone: string,
  from: string,
  to: string,
): Promise<ReportRow[]> {
  const fee = feeCentsSql('s.payment_method', 's.total_amount');
  const result = await db.execute(sql`
    select to_char(s.sale_date at time zone ${timezone}, 'YYYY-MM-DD') as day, s.payment_method as method,
      'sale' as kind, count(*) as count, sum(s.total_amount) as amount, sum(${fee}) as fees
    from sales s
    where s.business_id = ${businessId} and s.sale_date >= ${from}::timestamptz and s.sale_date < ${to}::timestamptz
    group by 1, 2
    union all
    select to_char(r.created_at at time zone ${timezone}, 'YYYY-MM-DD'), s.payment_method,
      'refund', count(*), sum(r.amount), 0
    from refunds r join sales s on s.id = r.sale_id
    where r.business_id = ${businessId} and r.created_at >= ${from}::timestamptz and r.created_at < ${to}::timestamptz
    group by 1, 2
  `);
  return rowsOf<ReportRow>(result);
}

export type TransactionRow = {
  id: string;
  type: 'sale' | 'refund';
  sale_id: number;
  amount: string;
  status: PaymentStatus;
  payment_method: PaymentMethod;
  customer_name: string | null;
  customer_email: string | null;
  description: string;
  created_at: string | Date;
  stripe_payment_intent_id: string | null;
};

/**
 * One row per sale and one per refund (its amount negative), newest first. Filters run on the combined rows
 * so search sees the same description it shows.
 */
export async function transactionRows(
  db: DbOrTx,
  businessId: number,
  q: ListTransactionsQuery,
): Promise<TransactionRow[]> {
  const filters: SQL[] = [];
  if (q.status) filters.push(sql`status = ${q.status}`);
  if (q.method) filters.push(sql`payment_method = ${q.method}`);
  if (q.type) filters.push(sql`type = ${q.type}`);
  if (q.search) {
    const pattern = containsPattern(q.search);
    const idText = q.search.replace(/^#/, '');
    filters.push(sql`(customer_name ilike ${pattern} or id ilike ${pattern} or description ilike ${pattern}
      ${/^\d{1,9}$/.test(idText) ? sql`or sale_id = ${Number(idText)}` : sql``})`);
  }
  const where = filters.length ? sql`where ${sql.join(filters, sql` and `)}` : sql``;
  const result = await db.execute(sql`
    select * from (
      select 'sale_' || s.id as id, 'sale' as type, s.id as sale_id, s.total_amount as amount,
        s.payment_status as status, s.payment_method, c.name as customer_name, c.email as customer_email,
        (case when s.channel = 'pos' then 'POS sale #' else 'Sale #' end) || s.id || ': '
          || (select coalesce(sum(quantity), 0) from sale_items i where i.sale_id = s.id)
          || (case when (select coalesce(sum(quantity), 0) from sale_items i where i.sale_id = s.id) = 1
              then ' item' else ' items' end) as description,
        s.sale_date as created_at, s.stripe_payment_intent_id
      from sales s left join clients c on c.id = s.customer_id
      where s.business_id = ${businessId}
      union all
      select 'refund_' || r.id, 'refund', r.sale_id, -r.amount, 'refunded', s.payment_method, c.name, c.email,
        'Refund for sale #' || r.sale_id || coalesce(': ' || r.reason, ''),
        r.created_at, s.stripe_payment_intent_id
      from refunds r join sales s on s.id = r.sale_id left join clients c on c.id = s.customer_id
      where r.business_id = ${businessId}
    ) t
    ${where}
    order by created_at desc, id desc
    limit ${q.limit}
  `);
  return rowsOf<TransactionRow>(result);
}
