import { toDecimal } from '../../lib/money';
import type { CartTotals } from '../../lib/sales/cart';
import { TotalsList } from './totals-list';

type CartTotalsListProps = {
  taxRateBasisPoints: number;
  totals: CartTotals;
  /** The offer code the discount comes from, if any. */
  discountCode: string | null;
  className?: string;
};

/** A cart's totals, worked out in cents, as the totals list shows them. */
export function CartTotalsList({ taxRateBasisPoints, totals, discountCode, className }: CartTotalsListProps) {
  return (
    <TotalsList
      taxRateBasisPoints={taxRateBasisPoints}
      subtotal={toDecimal(totals.subtotalCents)}
      discount={{ amount: toDecimal(totals.discountCents), code: discountCode }}
      tax={toDecimal(totals.taxCents)}
      total={toDecimal(totals.totalCents)}
      className={className}
    />
  );
}
