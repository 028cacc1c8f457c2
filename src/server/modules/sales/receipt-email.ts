import { PAYMENT_METHODS } from '../../../contract/payments';
import { type SaleDetail, taxLabel } from '../../../contract/sales';
import type { DbOrTx } from '../../db/client';
import { enqueueClientNotification } from '../../jobs/outbox';
import { formatLocal } from '../../lib/time';

export function receiptText(sale: SaleDetail): string {
  const { business } = sale;
  const address = [business.address, [business.city, business.state, business.zip].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  const lines = sale.items.map(
    (i) => `  ${i.quantity} x ${i.productName} @ $${i.unitPrice} = $${i.totalPrice}`,
  );
  return [
    `Thank you for your purchase at ${business.name}.`,
    ...(address ? [address] : []),
    '',
    `Receipt for sale #${sale.id}, ${formatLocal(new Date(sale.saleDate), business.timezone)}`,
    '',
    ...lines,
    '',
    `Subtotal: $${sale.subtotal}`,
    `${taxLabel(sale.taxRateBasisPoints)}: $${sale.taxAmount}`,
    `Total: $${sale.totalAmount}`,
    `Paid by: ${PAYMENT_METHODS[sale.paymentMethod].label}`,
  ].join('\n');
}

/** Queued in the sale's transaction: the email leaves only if the sale commits. */
export async function enqueueReceipt(db: DbOrTx, businessId: number, to: string, sale: SaleDetail) {
  return enqueueClientNotification(db, {
    businessId,
    kind: 'sale_receipt',
    to,
    subject: `Your receipt from ${sale.business.name} (sale #${sale.id})`,
    text: receiptText(sale),
  });
}
