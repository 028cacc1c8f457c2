import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Lock } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useLocation } from 'wouter';
import type { Subscription } from '../../../../contract/billing';
import { type PlanOffer, tierLabels } from '../../../../contract/plans';
import { formatPlanDate, isFuture } from '../../../components/plan/format-plan-date';
import { monthlyPrice } from '../../../components/plan/plan-pricing';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingSkeleton } from '../../../components/ui/loading-skeleton';
import { refreshPlan } from '../../../lib/api/billing/refresh-plan';
import { formatCents } from '../../../lib/money';
import { toast } from '../../../lib/toast';
import { useBillingProvider } from '../api/get-billing-provider';
import { DemoCardForm } from './demo-card-form';

// Stripe's scripts load only when the server bills through Stripe: the demo path never fetches them.
const StripeCardForm = lazy(() => import('./stripe-card-form'));

type PaymentStepProps = {
  plan: PlanOffer;
  subscription: Subscription;
  clientSecret: string;
  onBack: () => void;
};

/** The embedded card form (spec §2 Subscribe) with Back to Plan. */
export function PaymentStep({ plan, subscription, clientSecret, onBack }: PaymentStepProps) {
  const provider = useBillingProvider();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();

  const onPaid = () => {
    // The plan, its card and the current user's tier, everywhere on screen.
    void refreshPlan(queryClient);
    toast({
      type: 'success',
      title: 'Payment Successful',
      message: `You are now subscribed to ${tierLabels[plan.tier]}!`,
    });
    navigate('/dashboard?subscription=success');
  };
  const onFailed = (message: string) => toast({ type: 'error', title: 'Payment Failed', message });

  return (
    <div className="grid gap-4">
      <div>
        <Button variant="outline" onClick={onBack}>
          <ArrowLeft aria-hidden="true" />
          Back to Plan
        </Button>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Payment details</CardTitle>
          <CardDescription>{chargeSummary(plan, subscription)}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {provider.isPending ? (
            <LoadingSkeleton label="Loading payment form…" className="grid gap-3" bars={['h-10', 'h-10']} />
          ) : provider.isError ? (
            <ErrorState error={provider.error} onRetry={() => provider.refetch()} />
          ) : provider.data.provider === 'stripe' && provider.data.publishableKey ? (
            <Suspense fallback={<LoadingSkeleton label="Loading payment form…" bars={['h-40']} />}>
              <StripeCardForm
                publishableKey={provider.data.publishableKey}
                clientSecret={clientSecret}
                onPaid={onPaid}
                onFailed={onFailed}
              />
            </Suspense>
          ) : (
            <DemoCardForm clientSecret={clientSecret} onPaid={onPaid} onFailed={onFailed} />
          )}
          <p className="flex items-center gap-2 text-xs text-slate-600">
            <Lock aria-hidden="true" className="size-3.5 shrink-0" />
            Your card details go to the payment provider; Frontdesk keeps only the brand and last four digits.
          </p>
        </CardContent>
      </Card>
    </div>
  );
}

/** When the card is first charged, and how much. */
function chargeSummary(plan: PlanOffer, subscription: Subscription): string {
  const amount =
    subscription.nextChargeCents !== null ? formatCents(subscription.nextChargeCents) : monthlyPrice(plan);
  const perMonth = amount ? `${amount}/month` : 'the monthly price';
  if (isFuture(subscription.trialEndsAt)) {
    const discount = subscription.hasPromotionalDiscount
      ? ` with your ${subscription.promotionalDiscountPercent}% launch discount`
      : '';
    return `Nothing is charged today. Your free trial runs until ${formatPlanDate(subscription.trialEndsAt)}; after it, ${perMonth}${discount}.`;
  }
  return `${plan.name}: ${perMonth}, charged to this card.`;
}
