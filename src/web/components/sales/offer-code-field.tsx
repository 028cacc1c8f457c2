import { TicketPercent, X } from 'lucide-react';
import { useId, useState } from 'react';
import type { OfferCodeState } from '../../lib/sales/use-offer-code';
import { Button } from '../ui/button';
import { Input } from '../ui/input';
import { Label } from '../ui/label';

/**
 * The cart's offer code: typed and applied, then shown with what it takes off (the server's answer), or
 * with the reason the server refused it. Both tills share it.
 */
export function OfferCodeField({ offer, disabled }: { offer: OfferCodeState; disabled?: boolean }) {
  const [typed, setTyped] = useState('');
  const inputId = useId();
  const messageId = `${inputId}-message`;
  if (offer.code) {
    return (
      <div className="grid gap-1">
        <div className="flex items-center justify-between gap-2 rounded-md border border-slate-200 bg-slate-50 px-3 py-2">
          <p className="flex min-w-0 items-center gap-2 text-sm">
            <TicketPercent aria-hidden="true" className="size-4 shrink-0 text-primary-700" />
            <span className="break-all font-mono font-medium">{offer.code}</span>
            {offer.label ? <span className="text-slate-700">{offer.label}</span> : null}
            {offer.checking ? <span className="text-slate-600">Checking…</span> : null}
          </p>
          <Button
            variant="ghost"
            size="icon"
            className="size-8 shrink-0"
            aria-label={`Remove code ${offer.code}`}
            onClick={() => {
              setTyped('');
              offer.remove();
            }}
          >
            <X aria-hidden="true" />
          </Button>
        </div>
        {offer.error ? (
          <p role="alert" className="text-sm text-red-700">
            {offer.error}
          </p>
        ) : null}
      </div>
    );
  }
  return (
    <form
      className="grid gap-1.5"
      onSubmit={(event) => {
        event.preventDefault();
        offer.apply(typed);
      }}
    >
      <Label htmlFor={inputId}>Offer code</Label>
      <div className="flex gap-2">
        <Input
          id={inputId}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          maxLength={64}
          aria-describedby={disabled ? messageId : undefined}
          className="font-mono"
        />
        <Button type="submit" variant="outline" disabled={disabled || typed.trim() === ''}>
          Apply
        </Button>
      </div>
      {disabled ? (
        <p id={messageId} className="text-xs text-slate-600">
          Add a product to use a code.
        </p>
      ) : null}
    </form>
  );
}
