import { taxLabel } from '../../../contract/sales';
import { cn } from '../../lib/cn';
import { formatMoney } from '../../lib/money';

type TotalsListProps = {
  /** The rate the tax line names, in basis points (800 = 8%). */
  taxRateBasisPoints: number;
  /** Decimal strings, as the API speaks money ("12.50"). */
  subtotal: string;
  /** An offer code's discount, shown as a negative line when given. */
  discount?: { amount: string; code: string | null } | null;
  tax: string;
  total: string;
  /** Shown as a negative line when given. */
  refunded?: string;
  className?: string;
};

/** Subtotal, any discount, the tax line at its rate and total: one list for carts, sales and receipts. */
export function TotalsList({
  taxRateBasisPoints,
  subtotal,
  discount,
  tax,
  total,
  refunded,
  className,
}: TotalsListProps) {
  const hasDiscount = discount && Number(discount.amount) > 0;
  return (
    <dl className={cn('grid gap-1 text-sm', className)}>
      <div className="flex justify-between">
        <dt>Subtotal</dt>
        <dd className="tabular-nums">{formatMoney(subtotal)}</dd>
      </div>
      {hasDiscount ? (
        <div className="flex justify-between text-emerald-800">
          <dt>{discount.code ? `Discount (${discount.code})` : 'Discount'}</dt>
          <dd className="tabular-nums">-{formatMoney(discount.amount)}</dd>
        </div>
      ) : null}
      <div className="flex justify-between">
        <dt>{taxLabel(taxRateBasisPoints)}</dt>
        <dd className="tabular-nums">{formatMoney(tax)}</dd>
      </div>
      <div className="flex justify-between text-base font-semibold">
        <dt>Total</dt>
        <dd className="tabular-nums">{formatMoney(total)}</dd>
      </div>
      {refunded ? (
        <div className="flex justify-between text-red-800">
          <dt>Refunded</dt>
          <dd className="tabular-nums">-{formatMoney(refunded)}</dd>
        </div>
      ) : null}
    </dl>
  );
}
