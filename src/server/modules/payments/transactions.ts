import { type SQL, sql } from 'drizzle-orm';
import { toCents, toDecimal } from '../../../contract/money';
import {
  type ListTransactionsQuery,
  PAYMENT_METHODS,
  type PaymentMethod,
  type PaymentStatus,
  paymentFeeCents,
  type Transaction,
} from '../../../contract/payments';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/sql-rows';
import { containsPattern } from '../../lib/like';

type Row = {
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
 * One row per sale and one per refund (its amount negative), newest first. A sale's fee is its card fee;
 * a refund returns no fee. Filters run on the combined rows so search sees the same description it shows.
 */
export async function listTransactions(
  db: DbOrTx,
  businessId: number,
  q: ListTransactionsQuery,
): Promise<Transaction[]> {
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
  return rowsOf<Row>(result).map((r) => {
    const amountCents = toCents(r.amount);
    const feeCents = r.type === 'sale' ? paymentFeeCents(r.payment_method, amountCents) : 0;
    return {
      id: r.id,
      type: r.type,
      saleId: Number(r.sale_id),
      amount: toDecimal(amountCents),
      fee: toDecimal(feeCents),
      net: toDecimal(amountCents - feeCents),
      status: r.status,
      paymentMethod: r.payment_method,
      paymentMethodLabel: PAYMENT_METHODS[r.payment_method]?.label ?? r.payment_method,
      customerName: r.customer_name,
      customerEmail: r.customer_email,
      description: r.description,
      createdAt: new Date(r.created_at).toISOString(),
      stripePaymentIntentId: r.stripe_payment_intent_id,
    };
  });
}
