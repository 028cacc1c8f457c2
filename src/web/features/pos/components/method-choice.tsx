import { Banknote, CreditCard, FileCheck } from 'lucide-react';
import { PAYMENT_METHODS, type PaymentMethod, paymentFeeCents } from '../../../../contract/payments';
import { cn } from '../../../lib/cn';
import { formatCents } from '../../../lib/money';

const icons = { cash: Banknote, card: CreditCard, check: FileCheck };

/** The accepted methods as radio cards; the card fee (2.9% + $0.30 of the total) shows beside it. */
export function MethodChoice({
  methods,
  value,
  onChange,
  totalCents,
}: {
  methods: readonly PaymentMethod[];
  value: PaymentMethod | null;
  onChange: (method: PaymentMethod) => void;
  totalCents: number;
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium text-slate-900">Payment method</legend>
      {methods.map((method) => {
        const Icon = icons[method];
        const fee = paymentFeeCents(method, totalCents);
        return (
          <label
            key={method}
            className={cn(
              'flex cursor-pointer flex-wrap items-center gap-3 rounded-lg border p-3 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary-500',
              value === method ? 'border-primary-600 bg-primary-50' : 'border-slate-200',
            )}
          >
            <input
              type="radio"
              name="payment-method"
              value={method}
              checked={value === method}
              onChange={() => onChange(method)}
              className="size-4 accent-primary-600"
            />
            <Icon aria-hidden="true" className="size-5 text-slate-700" />
            <span className="flex-1 font-medium">{PAYMENT_METHODS[method].label}</span>
            <span className="text-xs text-slate-600">
              {fee > 0 ? `Fee ${formatCents(fee)} (2.9% + $0.30)` : 'No fee'}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
