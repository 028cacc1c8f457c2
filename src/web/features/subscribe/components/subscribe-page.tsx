import { type ReactNode, useState } from 'react';
import { PageTitle } from '../../../components/layout/page-title';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingSkeleton } from '../../../components/ui/loading-skeleton';
import { planOnSale, usePlans } from '../../../lib/api/billing/get-plans';
import { usePromoStatus } from '../../../lib/api/billing/get-promo-status';
import { useSubscriptionDetails } from '../../../lib/subscription';
import { PaymentStep } from './payment-step';
import { PlanStep } from './plan-step';

/**
 * `/subscribe` (spec §2, §4): the plan card with Start 3-Month Free Trial, then the card form with Back to
 * Plan; a confirmed card returns to /dashboard?subscription=success.
 */
export function SubscribePage() {
  const plans = usePlans();
  // The launch offer's line is extra: the page works without it.
  const promo = usePromoStatus();
  const subscription = useSubscriptionDetails();
  const [clientSecret, setClientSecret] = useState<string | null>(null);

  const plan = plans.data ? planOnSale(plans.data) : null;

  let content: ReactNode;
  if (plans.isError) {
    content = <ErrorState error={plans.error} onRetry={() => plans.refetch()} />;
  } else if (subscription.isError) {
    content = <ErrorState error={subscription.error} onRetry={() => subscription.refetch()} />;
  } else if (plans.isPending || subscription.isPending) {
    content = <LoadingSkeleton label="Loading plans…" className="grid gap-3" bars={['h-10 w-48', 'h-64']} />;
  } else if (!plan) {
    content = <EmptyState title="No plan is on sale right now" description="Please check back later." />;
  } else if (clientSecret) {
    content = (
      <PaymentStep
        plan={plan}
        subscription={subscription.data}
        clientSecret={clientSecret}
        onBack={() => setClientSecret(null)}
      />
    );
  } else {
    content = (
      <PlanStep
        plan={plan}
        promo={promo.data}
        subscription={subscription.data}
        onPaymentForm={setClientSecret}
      />
    );
  }

  return (
    <>
      <PageTitle title="Subscribe" subtitle="Choose your plan" />
      <div className="mx-auto grid w-full max-w-3xl grid-cols-1 gap-6">{content}</div>
    </>
  );
}
