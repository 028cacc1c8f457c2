import type { SaleDetail } from '../../../../contract/sales';
import { TAX_LABEL } from '../../../../contract/sales';
import { formatMoney } from '../../../lib/money';
import { toCents } from '../lib/cents';

/** Subtotal, the channel's tax line, total, and what has been refunded (shared with the receipt). */
export function SaleTotals({ sale }: { sale: SaleDetail }) {
  const refunded = toCents(sale.refundedAmount) > 0;
  return (
    <dl className="ml-auto grid w-full max-w-64 gap-1 text-sm">
      <div className="flex justify-between">
        <dt>Subtotal</dt>
        <dd className="tabular-nums">{formatMoney(sale.subtotal)}</dd>
      </div>
      <div className="flex justify-between">
        <dt>{TAX_LABEL[sale.channel]}</dt>
        <dd className="tabular-nums">{formatMoney(sale.taxAmount)}</dd>
      </div>
      <div className="flex justify-between text-base font-semibold">
        <dt>Total</dt>
        <dd className="tabular-nums">{formatMoney(sale.totalAmount)}</dd>
      </div>
      {refunded ? (
        <div className="flex justify-between text-red-800">
          <dt>Refunded</dt>
          <dd className="tabular-nums">-{formatMoney(sale.refundedAmount)}</dd>
        </div>
      ) : null}
    </dl>
  );
}
