import { lazy, Suspense, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';

// The applied code's price check: loaded once a code is applied, not with the page.
const AppliedOffer = lazy(() => import('./applied-offer'));

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
  const apply = () => {
    if (typed.trim() !== '') onChange(typed.trim());
  };
  if (code) {
    return (
      <Suspense fallback={<p className="font-mono text-sm">{code}</p>}>
        <AppliedOffer
          business={business}
          serviceId={serviceId}
          code={code}
          error={error}
          onRemove={() => {
            setTyped('');
            onChange(null);
          }}
        />
      </Suspense>
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
