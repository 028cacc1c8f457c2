import { CreditCard } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import type { Subscription } from '../../../../contract/billing';
import { tierLabels } from '../../../../contract/plans';
import { formatPlanDate, isFuture } from '../../../components/plan/format-plan-date';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonVariants } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingSkeleton } from '../../../components/ui/loading-skeleton';
import { useCan } from '../../../lib/current-user';
import { errorMessage } from '../../../lib/error-message';
import { formatCents } from '../../../lib/money';
import { useSubscriptionDetails } from '../../../lib/subscription';
import { toast } from '../../../lib/toast';
import { useCancelSubscription } from '../api/cancel-subscription';
import { useResumeSubscription } from '../api/resume-subscription';
import { InvoicesTable } from './invoices-table';
import { ReadOnlyField } from './read-only-field';

/** Settings → Billing (owners and admins): the plan, its trial, next charge and card, and its invoices. */
export function BillingSection() {
  const subscription = useSubscriptionDetails();
  if (subscription.isPending) {
    return <LoadingSkeleton label="Loading billing…" className="grid gap-3" bars={['h-20', 'h-32']} />;
  }
  if (subscription.isError) {
    return <ErrorState error={subscription.error} onRetry={() => subscription.refetch()} />;
  }
  return (
    <div className="grid grid-cols-1 gap-6">
      <PlanSummary subscription={subscription.data} />
      <InvoicesTable />
    </div>
  );
}

type StatusBadge = { label: string; variant: 'success' | 'primary' | 'warning' | 'neutral' };

function statusBadge(subscription: Subscription): StatusBadge {
  if (subscription.subscriptionTier === 'free') return { label: 'Free', variant: 'neutral' };
  if (subscription.subscriptionStatus !== 'active') return { label: 'Inactive', variant: 'warning' };
  if (subscription.cancelAtPeriodEnd) return { label: 'Cancelled', variant: 'warning' };
  if (isFuture(subscription.trialEndsAt)) return { label: 'Trial', variant: 'primary' };
  return { label: 'Active', variant: 'success' };
}

function PlanSummary({ subscription }: { subscription: Subscription }) {
  const can = useCan();
  const canManage = can('billing.manage');
  const free = subscription.subscriptionTier === 'free';
  const active = !free && subscription.subscriptionStatus === 'active';
  const badge = statusBadge(subscription);
  const inTrial = active && isFuture(subscription.trialEndsAt);
  const periodEnd = formatPlanDate(subscription.subscriptionEndsAt);

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-lg font-semibold text-slate-900">{tierLabels[subscription.subscriptionTier]}</p>
        {free ? null : <Badge variant={badge.variant}>{badge.label}</Badge>}
      </div>

      {free ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm text-slate-700">You're on the free plan with limited features.</p>
          <Link href="/subscribe" className={buttonVariants({ size: 'sm' })}>
            Upgrade
          </Link>
        </div>
      ) : (
        <dl className="grid gap-4 sm:grid-cols-2">
          {inTrial ? (
            <ReadOnlyField label="Free trial ends" value={formatPlanDate(subscription.trialEndsAt)} />
          ) : null}
          {active && subscription.cancelAtPeriodEnd && periodEnd ? (
            <ReadOnlyField label="Access ends" value={periodEnd} />
          ) : null}
          {active && !subscription.cancelAtPeriodEnd && periodEnd ? (
            <ReadOnlyField label="Next charge" value={nextCharge(subscription, periodEnd)} />
          ) : null}
          <CardOnFile subscription={subscription} canManage={canManage} />
        </dl>
      )}

      {!free && !active ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm text-slate-700">
            Your subscription is inactive, so your business has the free plan's features.
          </p>
          {canManage ? (
            <Link href="/subscribe" className={buttonVariants({ size: 'sm' })}>
              Subscribe again
            </Link>
          ) : null}
        </div>
      ) : null}

      {active && canManage && subscription.provider !== null ? (
        <PlanActions subscription={subscription} periodEnd={periodEnd} />
      ) : null}
      {!canManage && !free ? (
        <p className="text-sm text-slate-600">Only the business owner can change the plan or its card.</p>
      ) : null}
    </div>
  );
}

/** "April 2, 2026 · $9.99 (50% launch discount)". */
function nextCharge(subscription: Subscription, date: string): string {
  if (subscription.nextChargeCents === null) return date;
  const discount = subscription.hasPromotionalDiscount
    ? ` (${subscription.promotionalDiscountPercent}% launch discount)`
    : '';
  return `${date} · ${formatCents(subscription.nextChargeCents)}${discount}`;
}

function CardOnFile({ subscription, canManage }: { subscription: Subscription; canManage: boolean }) {
  const { card } = subscription;
  return (
    <div className="grid gap-0.5">
      <dt className="text-sm font-medium text-slate-600">Card</dt>
      <dd className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-900">
        {card ? (
          <span className="flex items-center gap-2">
            <CreditCard aria-hidden="true" className="size-4 text-slate-500" />
            <span>
              {brandName(card.brand)} <span aria-hidden="true">••••</span>
              <span className="sr-only">ending in</span> {card.last4}
            </span>
          </span>
        ) : (
          <>
            <span>No card on file</span>
            {canManage ? (
              <Link
                href="/subscribe"
                className="font-medium text-primary-700 underline-offset-4 hover:underline"
              >
                Add card
              </Link>
            ) : null}
          </>
        )}
      </dd>
    </div>
  );
}

/** "visa" → "Visa", "amex" → "Amex". */
function brandName(brand: string): string {
  return brand ? brand.charAt(0).toUpperCase() + brand.slice(1) : 'Card';
}

function PlanActions({ subscription, periodEnd }: { subscription: Subscription; periodEnd: string }) {
  const cancel = useCancelSubscription();
  const resume = useResumeSubscription();
  const [confirming, setConfirming] = useState(false);
  const tier = tierLabels[subscription.subscriptionTier];
  const until = periodEnd ? ` until ${periodEnd}` : ' until the end of the current period';

  const cancelPlan = () =>
    cancel.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toast({ type: 'success', title: 'Plan cancelled', message: `${tier} stays active${until}.` });
      },
      onError: (error) =>
        toast({ type: 'error', title: 'Error', message: errorMessage(error, 'Failed to cancel the plan') }),
    });
  const resumePlan = () =>
    resume.mutate(undefined, {
      onSuccess: () =>
        toast({ type: 'success', title: 'Plan resumed', message: `${tier} carries on as before.` }),
      onError: (error) =>
        toast({ type: 'error', title: 'Error', message: errorMessage(error, 'Failed to resume the plan') }),
    });

  if (subscription.cancelAtPeriodEnd) {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-sm text-slate-700">{`Your plan is cancelled: ${tier} stays active${until}.`}</p>
        <Button size="sm" disabled={resume.isPending} onClick={resumePlan}>
          {resume.isPending ? 'Resuming...' : 'Resume plan'}
        </Button>
      </div>
    );
  }
  return (
    <div>
      <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
        Cancel plan
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Cancel your ${tier} plan?`}
        description={`Nothing more is charged. ${tier} stays active${until}; after that your business moves to the Free plan. You can resume before then.`}
        confirmLabel="Cancel plan"
        cancelLabel="Keep plan"
        onConfirm={cancelPlan}
        pending={cancel.isPending}
      />
    </div>
  );
}
