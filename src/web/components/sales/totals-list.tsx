import { taxLabel } from '../../../contract/sales';
import { cn } from '../../lib/cn';
import { formatMoney } from '../../lib/money';

type TotalsListProps = {
  /** The rate the tax line names, in basis points (800 = 8%). */
  taxRateBasisPoints: number;
  /** Decimal strings, as the API speaks money ("12.50"). */
  subtotal: string;
  tax: string;
  total: string;
  /** Shown as a negative line when given. */
  refunded?: string;
  className?: string;
};

/** Subtotal, the tax line at its rate and total: one list for carts, sales and receipts. */
export function TotalsList({
  taxRateBasisPoints,
  subtotal,
  tax,
  total,
  refunded,
  className,
}: TotalsListProps) {
  return (
    <dl className={cn('grid gap-1 text-sm', className)}>
      <div className="flex justify-between">
        <dt>Subtotal</dt>
        <dd className="tabular-nums">{formatMoney(subtotal)}</dd>
      </div>
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
