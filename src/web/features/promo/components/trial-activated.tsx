import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, PartyPopper } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import type { Subscription } from '../../../../contract/billing';
import { discountedCents, plans, tierLabels } from '../../../../contract/plans';
import { formatPlanDate, isFuture } from '../../../components/plan/format-plan-date';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingSkeleton } from '../../../components/ui/loading-skeleton';
import { currentUserQueryOptions } from '../../../lib/current-user';
import { formatCents } from '../../../lib/money';
import { subscriptionQueryOptions, useSubscriptionDetails } from '../../../lib/subscription';

/** After Claim Offer: the trial is on (spec §2 Promo), with Continue to Dashboard and Back. */
export function TrialActivated({ onBack }: { onBack: () => void }) {
  const subscription = useSubscriptionDetails();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [leaving, setLeaving] = useState(false);

  // Spec §7: the current user is asked again, so every screen shows the new plan.
  const continueToDashboard = async () => {
    setLeaving(true);
    await Promise.allSettled([
      queryClient.refetchQueries({ queryKey: currentUserQueryOptions().queryKey }),
      queryClient.refetchQueries({ queryKey: subscriptionQueryOptions().queryKey }),
    ]);
    navigate('/dashboard');
  };

  return (
    <Card className="mx-auto grid w-full max-w-2xl gap-5 p-6 text-center sm:p-10">
      <PartyPopper aria-hidden="true" className="mx-auto size-10 text-primary-700" />
      {subscription.isPending ? (
        <LoadingSkeleton
          label="Loading your plan…"
          className="grid gap-3"
          bars={['mx-auto h-8 w-72', 'h-16']}
        />
      ) : subscription.isError ? (
        <ErrorState error={subscription.error} onRetry={() => subscription.refetch()} />
      ) : (
        <TrialDetails subscription={subscription.data} />
      )}
      <div className="flex flex-col-reverse justify-center gap-2 sm:flex-row">
        <Button variant="outline" size="lg" onClick={onBack}>
          <ArrowLeft aria-hidden="true" />
          Back
        </Button>
        <Button size="lg" disabled={leaving} onClick={continueToDashboard}>
          Continue to Dashboard
        </Button>
      </div>
    </Card>
  );
}

function TrialDetails({ subscription }: { subscription: Subscription }) {
  const tier = tierLabels[subscription.subscriptionTier];
  const trialEnd = formatPlanDate(subscription.trialEndsAt);
  const listPrice =
    plans.find((plan) => plan.tier === subscription.subscriptionTier)?.monthlyPriceCents ?? null;
  const afterTrial =
    subscription.nextChargeCents ??
    (listPrice === null
      ? null
      : subscription.hasPromotionalDiscount
        ? discountedCents(listPrice, subscription.promotionalDiscountPercent)
        : listPrice);
  const heading = 'text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl';
  if (!isFuture(subscription.trialEndsAt)) {
    // A business that had its trial before starts paying at once: the card comes first.
    return subscription.subscriptionStatus === 'active' ? (
      <h1 className={heading}>{`Your business is on ${tier}`}</h1>
    ) : (
      <div className="grid gap-3">
        <h1 className={heading}>Add a card to start your plan</h1>
        <p className="text-slate-700">
          Your free trial was used before, so the plan starts with its first payment.
        </p>
        <Link href="/subscribe" className={buttonVariants({ className: 'justify-self-center' })}>
          Add card
        </Link>
      </div>
    );
  }
  return (
    <div className="grid gap-3">
      <h1 className={heading}>Your 3-month free trial is active</h1>
      <p className="text-slate-700">
        {trialEnd
          ? `${tier} is unlocked for your business. Your trial runs until ${trialEnd}.`
          : `${tier} is unlocked for your business.`}
      </p>
      {subscription.hasPromotionalDiscount ? (
        <p className="rounded-lg bg-emerald-50 px-3 py-2 font-medium text-emerald-900">
          {afterTrial === null
            ? `Your ${subscription.promotionalDiscountPercent}% launch discount is locked in.`
            : `Your ${subscription.promotionalDiscountPercent}% launch discount is locked in: ${formatCents(afterTrial)}/month after the trial.`}
        </p>
      ) : afterTrial !== null ? (
        <p className="text-slate-700">{`After the trial, ${tier} is ${formatCents(afterTrial)}/month.`}</p>
      ) : null}
      <p className="text-sm text-slate-600">
        Add a card any time in{' '}
        <Link href="/settings/billing" className="font-medium text-primary-700 underline">
          Settings → Billing
        </Link>{' '}
        so your plan carries on after the trial.
      </p>
    </div>
  );
}
