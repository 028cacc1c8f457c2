import type { UseQueryResult } from '@tanstack/react-query';
import { Gift } from 'lucide-react';
import type { PromoStatus } from '../../../../contract/billing';
import { LAUNCH_PROMO } from '../../../../contract/plans';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingSkeleton } from '../../../components/ui/loading-skeleton';

/** The launch banner: what the offer is, and how many of its discounts are claimed (a live counter). */
export function PromoBanner({ promo }: { promo: UseQueryResult<PromoStatus> }) {
  return (
    <section
      aria-labelledby="promo-title"
      className="grid gap-4 rounded-2xl bg-primary-700 p-6 text-white sm:p-8"
    >
      <div className="flex items-start gap-3">
        <Gift aria-hidden="true" className="mt-1 size-7 shrink-0" />
        <div className="grid gap-1">
          <h1 id="promo-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
            Early-bird launch offer
          </h1>
          <p className="text-primary-50">
            {`Three months free on Enterprise, then ${LAUNCH_PROMO.discountPercent}% off for the first ${LAUNCH_PROMO.totalDiscounts} businesses.`}
          </p>
        </div>
      </div>
      {promo.isPending ? (
        <LoadingSkeleton
          label="Loading the offer…"
          className="grid gap-2"
          bars={['h-3 bg-primary-500', 'h-4 w-40 bg-primary-500']}
        />
      ) : promo.isError ? (
        <div className="text-slate-900">
          <ErrorState error={promo.error} onRetry={() => promo.refetch()} />
        </div>
      ) : (
        <Progress promo={promo.data} />
      )}
    </section>
  );
}

function Progress({ promo }: { promo: PromoStatus }) {
  const { usedDiscounts: used, totalDiscounts: total, remainingDiscounts: left } = promo;
  const percent = total > 0 ? Math.min(100, Math.round((used / total) * 100)) : 100;
  const claimed = `${used.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} claimed`;
  return (
    <div className="grid gap-2">
      <div
        role="progressbar"
        aria-label="Launch discounts claimed"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={Math.min(used, total)}
        aria-valuetext={claimed}
        className="h-3 overflow-hidden rounded-full bg-primary-900/60"
      >
        <div className="h-full rounded-full bg-white" style={{ width: `${percent}%` }} />
      </div>
      <p className="flex flex-wrap justify-between gap-x-4 gap-y-1 text-sm font-medium">
        <span>{claimed}</span>
        {promo.isActive ? <span>{`${left.toLocaleString('en-US')} left`}</span> : null}
      </p>
      <p className="text-primary-50">{promo.message}</p>
    </div>
  );
}
