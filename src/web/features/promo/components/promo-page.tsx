import { useState } from 'react';
import { useDocumentTitle } from '../../../components/layout/page-title';
import { PublicLayout } from '../../../components/layout/public-layout';
import { PlanOfferCard } from '../../../components/plan/plan-offer-card';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingSkeleton } from '../../../components/ui/loading-skeleton';
import { planOnSale, usePlans } from '../../../lib/api/billing/get-plans';
import { usePromoStatus } from '../../../lib/api/billing/get-promo-status';
import { BenefitBlurbs } from './benefit-blurbs';
import { PromoBanner } from './promo-banner';
import { PromoCta } from './promo-cta';
import { TrialActivated } from './trial-activated';

/**
 * `/promo` (spec §2): the launch banner with claimed/total progress, the Enterprise plan card and benefit
 * blurbs; claiming the offer starts the demo subscription and shows the trial-activated page.
 */
export function PromoPage() {
  useDocumentTitle('Early-bird launch offer');
  const [activated, setActivated] = useState(false);
  return (
    <PublicLayout>
      <div className="mx-auto grid w-full max-w-5xl grid-cols-1 gap-8 px-4 py-10 sm:px-6">
        {activated ? (
          <TrialActivated onBack={() => setActivated(false)} />
        ) : (
          <Offer onClaimed={() => setActivated(true)} />
        )}
      </div>
    </PublicLayout>
  );
}

function Offer({ onClaimed }: { onClaimed: () => void }) {
  const promo = usePromoStatus();
  const plans = usePlans();
  const plan = plans.data ? planOnSale(plans.data) : null;
  return (
    <>
      <PromoBanner promo={promo} />
      {plans.isPending ? (
        <LoadingSkeleton
          label="Loading the plan…"
          className="grid gap-4 lg:grid-cols-2"
          bars={['h-80', 'h-80']}
        />
      ) : plans.isError ? (
        <ErrorState error={plans.error} onRetry={() => plans.refetch()} />
      ) : !plan ? (
        <EmptyState title="No plan is on sale right now" description="Please check back later." />
      ) : (
        <div className="grid items-start gap-6 lg:grid-cols-[3fr_2fr]">
          <PlanOfferCard plan={plan} promo={promo.data}>
            <PromoCta plan={plan} promoActive={promo.data?.isActive ?? false} onClaimed={onClaimed} />
          </PlanOfferCard>
          <BenefitBlurbs plan={plan} />
        </div>
      )}
    </>
  );
}
