import { CircleCheck, X } from 'lucide-react';
import { useLocation, useSearch } from 'wouter';
import { SUBSCRIPTION_CREATED } from '../../../../contract/billing';
import { tierLabels } from '../../../../contract/plans';
import { formatPlanDate, isFuture } from '../../../components/plan/format-plan-date';
import { Button } from '../../../components/ui/button';
import { useSubscriptionDetails } from '../../../lib/subscription';

/** `/dashboard?subscription=success`: where the card form returns (spec §4), confirming the new plan. */
export function SubscriptionSuccessBanner() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const subscription = useSubscriptionDetails();
  if (new URLSearchParams(search).get('subscription') !== 'success') return null;

  const data = subscription.data;
  const plan = data ? `${tierLabels[data.subscriptionTier]} plan` : null;
  const trialEnd = data && isFuture(data.trialEndsAt) ? formatPlanDate(data.trialEndsAt) : null;
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-emerald-950"
    >
      <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700" />
      <div className="grid flex-1 gap-1">
        <p className="font-semibold">{SUBSCRIPTION_CREATED}</p>
        {plan ? (
          <p className="text-sm">
            {trialEnd ? `You're on the ${plan}, free until ${trialEnd}.` : `You're on the ${plan}.`}
          </p>
        ) : null}
      </div>
      <Button
        variant="ghost"
        size="icon"
        aria-label="Dismiss"
        className="-my-2 -mr-2 text-emerald-900 hover:bg-emerald-100"
        onClick={() => navigate('/dashboard', { replace: true })}
      >
        <X aria-hidden="true" />
      </Button>
    </div>
  );
}
