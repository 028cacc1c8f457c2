import { useEffect, useState } from 'react';
import type { PaymentMethod } from '../../../../contract/payments';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { FormDialogFooter } from '../../../components/ui/form-dialog-footer';
import { formatCents } from '../../../lib/money';
import { checkCashTendered } from '../lib/cash';
import { CashTender } from './cash-tender';
import { MethodChoice } from './method-choice';

type PaymentDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  totalCents: number;
  methods: readonly PaymentMethod[];
  pending: boolean;
  /** The accepted methods are still loading. */
  loading?: boolean;
  /** Cash passes what was tendered, for the server to check and work out the change. */
  onComplete: (method: PaymentMethod, amountTendered?: string) => void;
};

export function PaymentDialog({
  open,
  onOpenChange,
  totalCents,
  methods,
  pending,
  loading = false,
  onComplete,
}: PaymentDialogProps) {
  const [chosen, setChosen] = useState<PaymentMethod | null>(null);
  const [tendered, setTendered] = useState('');
  const method = chosen && methods.includes(chosen) ? chosen : methods[0];
  const cash = checkCashTendered(tendered, totalCents);
  const blocked = !method || pending || (method === 'cash' && cash.state !== 'enough');

  // Each checkout starts fresh, however the last one ended (closed, or completed by the page).
  useEffect(() => {
    if (!open) {
      setTendered('');
      setChosen(null);
    }
  }, [open]);

  const close = (next: boolean) => onOpenChange(next);

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent title="Payment" description={`Total due: ${formatCents(totalCents)}`}>
        {loading ? (
          <p role="status" className="text-sm text-slate-600">
            Loading payment methods…
          </p>
        ) : methods.length === 0 ? (
          <p className="text-sm text-slate-700">
            No payment methods are turned on. An owner can choose them under Payments, Payment Methods.
          </p>
        ) : (
          <form
            id="pos-payment"
            className="grid gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              if (!blocked && method) onComplete(method, method === 'cash' ? tendered.trim() : undefined);
            }}
          >
            <MethodChoice
              methods={methods}
              value={method ?? null}
              onChange={setChosen}
              totalCents={totalCents}
            />
            {method === 'cash' ? (
              <CashTender tendered={tendered} onTenderedChange={setTendered} check={cash} />
            ) : null}
          </form>
        )}
        <FormDialogFooter
          onCancel={() => close(false)}
          pending={pending}
          label="Complete Sale"
          pendingLabel="Processing..."
          disabled={blocked}
          form="pos-payment"
        />
      </DialogContent>
    </Dialog>
  );
}
