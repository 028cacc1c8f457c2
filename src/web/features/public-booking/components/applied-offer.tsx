import { TicketPercent, X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/error-message';
import { formatMoney } from '../../../lib/money';
import { useOfferCheck } from '../api/check-offer-code';

type AppliedOfferProps = {
  business: string;
  serviceId: number | undefined;
  code: string;
  error?: string;
  onRemove: () => void;
};

/** An applied code: the price the client will pay, or why the code can't be used; loaded once one is applied. */
export default function AppliedOffer({ business, serviceId, code, error, onRemove }: AppliedOfferProps) {
  const check = useOfferCheck({ business, code, serviceId });
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
          onClick={onRemove}
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
