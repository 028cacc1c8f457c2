import { TicketPercent, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { errorMessage } from '../../../lib/error-message';
import { formatMoney } from '../../../lib/money';
import { useOfferCheck } from '../api/check-offer-code';

type OfferCodeBoxProps = {
  /** The booking link's slug. */
  business: string;
  serviceId: number | undefined;
  /** The code the booking will carry, or null. */
  code: string | null;
  onChange: (code: string | null) => void;
  /** The booking's own refusal of the code (e.g. already used by this email). */
  error?: string;
};

/**
 * An optional offer code, checked against the chosen service before booking: the price the client will pay,
 * or the reason the code can't be used. It sits inside the booking form, so Enter applies rather than books.
 */
export function OfferCodeBox({ business, serviceId, code, onChange, error }: OfferCodeBoxProps) {
  const [typed, setTyped] = useState('');
  const inputId = useId();
  const check = useOfferCheck({ business, code, serviceId });
  const apply = () => {
    if (typed.trim() !== '') onChange(typed.trim());
  };
  if (code) {
    const refusal = check.isError ? errorMessage(check.error) : error;
    return (
      <div className="grid gap-1" aria-live="polite">
        <div className="flex items-center justify-between gap-2 rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm">
          <p className="flex min-w-0 flex-wrap items-center gap-x-2">
            <TicketPercent aria-hidden="true" className="size-4 shrink-0 text-primary-700" />
            <span className="break-all font-mono font-medium">{code}</span>
            {!serviceId ? <span className="text-slate-700">Choose a service to see your price</span> : null}
            {check.isFetching ? <span className="text-slate-700">Checking…</span> : null}
            {check.data && !check.isFetching ? (
              <span className="text-emerald-800">
                You pay {formatMoney(check.data.price)}{' '}
                <s className="text-slate-600">{formatMoney(check.data.servicePrice)}</s>
              </span>
            ) : null}
          </p>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="size-8 shrink-0"
            aria-label={`Remove code ${code}`}
            onClick={() => {
              setTyped('');
              onChange(null);
            }}
          >
            <X aria-hidden="true" />
          </Button>
        </div>
        {refusal ? (
          <p role="alert" className="text-sm text-red-700">
            {refusal}
          </p>
        ) : null}
      </div>
    );
  }
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={inputId}>Offer code (optional)</Label>
      <div className="flex gap-2">
        <Input
          id={inputId}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            apply();
          }}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          maxLength={64}
          className="font-mono"
        />
        <Button type="button" variant="outline" disabled={typed.trim() === ''} onClick={apply}>
          Apply
        </Button>
      </div>
    </div>
  );
}
