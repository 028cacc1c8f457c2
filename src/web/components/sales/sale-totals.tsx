import type { SaleDetail } from '../../../contract/sales';
import { toCents } from '../../lib/money';
import { TotalsList } from './totals-list';

/** A sale's subtotal, discount, tax, total, and what has been refunded (shared with the receipt). */
export function SaleTotals({ sale }: { sale: SaleDetail }) {
  return (
    <TotalsList
      taxRateBasisPoints={sale.taxRateBasisPoints}
      subtotal={sale.subtotal}
      discount={{ amount: sale.discountAmount, code: sale.offerCode }}
      tax={sale.taxAmount}
      total={sale.totalAmount}
      refunded={toCents(sale.refundedAmount) > 0 ? sale.refundedAmount : undefined}
      className="ml-auto w-full max-w-64"
    />
  );
}
