import { toCents, toDecimal } from '../../../contract/money';
import {
  type ListTransactionsQuery,
  PAYMENT_METHODS,
  paymentFeeCents,
  type Transaction,
} from '../../../contract/payments';
import type { DbOrTx } from '../../db/client';
import { transactionRows } from './repository';

/** The business's sales and refunds as transactions, newest first: a sale's fee is its card fee; a refund returns none. */
export async function listTransactions(
  db: DbOrTx,
  businessId: number,
  q: ListTransactionsQuery,
): Promise<Transaction[]> {
  const rows = await transactionRows(db, businessId, q);
  return rows.map((r) => {
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
