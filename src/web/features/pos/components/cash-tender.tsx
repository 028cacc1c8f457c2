import { ErrorAlert } from '../../../components/ui/alert';
import { TextField } from '../../../components/ui/text-field';
import { formatCents } from '../../../lib/money';
import type { CashCheck } from '../lib/cash';

/** Amount tendered, then either the change due or the spec's shortfall message. */
export function CashTender({
  tendered,
  onTenderedChange,
  check,
}: {
  tendered: string;
  onTenderedChange: (value: string) => void;
  check: CashCheck;
}) {
  return (
    <div className="grid gap-3">
      <TextField
        label="Amount tendered"
        type="number"
        inputMode="decimal"
        min="0"
        step="0.01"
        autoFocus
        value={tendered}
        onChange={(event) => onTenderedChange(event.target.value)}
      />
      {check.state === 'enough' ? (
        <p
          role="status"
          className="flex justify-between rounded-md bg-emerald-50 p-3 font-semibold text-emerald-900"
        >
          <span>Change due</span>
          <span className="tabular-nums">{formatCents(check.changeCents)}</span>
        </p>
      ) : null}
      {check.state === 'short' ? (
        <ErrorAlert>
          <p className="font-semibold">Insufficient Payment</p>
          <p>Amount tendered is less than total</p>
        </ErrorAlert>
      ) : null}
    </div>
  );
}
