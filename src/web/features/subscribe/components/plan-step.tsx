import { CreditCard, Settings } from 'lucide-react';
import { Link } from 'wouter';
import type { PromoStatus, Subscription } from '../../../../contract/billing';
import type { PlanOffer } from '../../../../contract/plans';
import { formatPlanDate, isFuture } from '../../../components/plan/format-plan-date';
import { PlanOfferCard } from '../../../components/plan/plan-offer-card';
import { trialMonths } from '../../../components/plan/plan-pricing';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonVariants } from '../../../components/ui/button';
import { useCan } from '../../../lib/current-user';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast';
import { useStartPaymentForm } from '../api/start-payment-form';

type PlanStepProps = {
  plan: PlanOffer;
  promo: PromoStatus | undefined;
  subscription: Subscription;
  /** The payment form's secret, once the plan has started. */
  onPaymentForm: (clientSecret: string) => void;
};

/** The plan card, and what this member can do with it: start the trial, add a card, or read who can. */
export function PlanStep({ plan, promo, subscription, onPaymentForm }: PlanStepProps) {
  const can = useCan();
  const canManage = can('billing.manage');
  const start = useStartPaymentForm();
  const onPlan = subscription.subscriptionTier === plan.tier && subscription.subscriptionStatus === 'active';
  // A business that had its trial already subscribes without another one (the server decides).
  const hadTrial = subscription.trialEndsAt !== null;
  const startLabel = hadTrial ? `Subscribe to ${plan.name}` : `Start ${trialMonths(plan)}-Month Free Trial`;

  const openPaymentForm = () => {
    if (!plan.priceId) return;
    start.mutate(
      { priceId: plan.priceId, tier: plan.tier },
      {
        onSuccess: onPaymentForm,
        onError: (error) =>
          toast({
            type: 'error',
            title: 'Failed to load payment form',
            message: errorMessage(error, 'Please try again.'),
          }),
      },
    );
  };

  return (
    <PlanOfferCard plan={plan} promo={onPlan ? undefined : promo}>
      {onPlan ? (
        <CurrentPlan
          plan={plan}
          subscription={subscription}
          canManage={canManage}
          adding={start.isPending}
          onAddCard={openPaymentForm}
        />
      ) : canManage ? (
        <Button
          size="lg"
          className="w-full sm:w-auto sm:justify-self-start"
          disabled={start.isPending}
          onClick={openPaymentForm}
        >
          {start.isPending ? 'Loading payment form...' : startLabel}
        </Button>
      ) : null}
      {canManage ? null : (
        <p className="rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700">
          Only the business owner can change the plan.
        </p>
      )}
    </PlanOfferCard>
  );
}

type CurrentPlanProps = {
  plan: PlanOffer;
  subscription: Subscription;
  canManage: boolean;
  adding: boolean;
  onAddCard: () => void;
};

/** A business already on the plan: its trial or period, and the way to Settings → Billing. */
function CurrentPlan({ plan, subscription, canManage, adding, onAddCard }: CurrentPlanProps) {
  const can = useCan();
  const inTrial = isFuture(subscription.trialEndsAt);
  const ends = formatPlanDate(subscription.subscriptionEndsAt);
  return (
    <div className="grid gap-3 rounded-lg border border-emerald-200 bg-emerald-50 p-4">
      <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-emerald-950">
        <Badge variant="success">Current plan</Badge>
        {`Your business is on ${plan.name}.`}
      </p>
      {inTrial ? (
        <p className="text-sm text-slate-800">{`Your free trial runs until ${formatPlanDate(subscription.trialEndsAt)}.`}</p>
      ) : null}
      {subscription.cancelAtPeriodEnd && ends ? (
        <p className="text-sm text-slate-800">{`Your plan is cancelled and ends on ${ends}.`}</p>
      ) : null}
      {subscription.card === null && canManage ? (
        <>
          <p className="text-sm text-slate-800">
            No card on file yet. Add one so your plan carries on after the trial.
          </p>
          <Button className="justify-self-start" disabled={adding} onClick={onAddCard}>
            <CreditCard aria-hidden="true" />
            {adding ? 'Loading payment form...' : 'Add card'}
          </Button>
        </>
      ) : null}
      {can('billing.view') ? (
        <Link
          href="/settings/billing"
          className={buttonVariants({ variant: 'outline', size: 'sm', className: 'justify-self-start' })}
        >
          <Settings aria-hidden="true" />
          Manage billing in Settings
        </Link>
      ) : null}
    </div>
  );
}
