import { Link } from 'wouter';
import type { PlanOffer } from '../../../../contract/plans';
import { trialMonths } from '../../../components/plan/plan-pricing';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCreateDemoSubscription } from '../../../lib/api/billing/create-demo-subscription';
import { useCan, useCurrentUser } from '../../../lib/current-user';
import { useSubscriptionDetails } from '../../../lib/subscription';
import { toast } from '../../../lib/toast';

type PromoCtaProps = { plan: PlanOffer; promoActive: boolean; onClaimed: () => void };

const BACK_HERE = encodeURIComponent('/promo');

/** Sign up or sign in to claim; signed in as the owner, Claim Offer starts the trial (spec §4 Promo). */
export function PromoCta({ plan, promoActive, onClaimed }: PromoCtaProps) {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <Skeleton className="h-11 w-48" />;
  if (!user) {
    return (
      <div className="grid gap-3">
        <p className="text-sm text-slate-700">
          Create your free account, or sign in, then claim the offer for your business here.
        </p>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Link href={`/login?tab=signup&next=${BACK_HERE}`} className={buttonVariants({ size: 'lg' })}>
            Create an account
          </Link>
          <Link
            href={`/login?next=${BACK_HERE}`}
            className={buttonVariants({ variant: 'outline', size: 'lg' })}
          >
            Sign in to claim
          </Link>
        </div>
      </div>
    );
  }
  return <SignedInCta plan={plan} promoActive={promoActive} onClaimed={onClaimed} />;
}

function SignedInCta({ plan, promoActive, onClaimed }: PromoCtaProps) {
  const can = useCan();
  const subscription = useSubscriptionDetails();
  const claim = useCreateDemoSubscription();

  if (subscription.isPending) return <Skeleton className="h-11 w-48" />;
  const onPlan =
    subscription.data?.subscriptionTier === plan.tier && subscription.data.subscriptionStatus === 'active';
  if (onPlan) {
    return (
      <div className="grid gap-3 rounded-lg border border-emerald-200 bg-emerald-50 p-4">
        <p className="text-sm font-medium text-emerald-950">{`Your business is already on ${plan.name}.`}</p>
        <Link
          href="/dashboard"
          className={buttonVariants({ variant: 'outline', className: 'justify-self-start' })}
        >
          Go to Dashboard
        </Link>
      </div>
    );
  }
  if (!can('billing.manage')) {
    return (
      <p className="rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700">
        Only the business owner can claim the offer. Ask them to sign in and claim it here.
      </p>
    );
  }

  const claimOffer = () => {
    if (!plan.priceId) return;
    claim.mutate(
      { priceId: plan.priceId, tier: plan.tier },
      {
        onSuccess: onClaimed,
        onError: () =>
          toast({
            type: 'error',
            title: 'Error',
            message: 'Failed to process subscription. Please try again.',
          }),
      },
    );
  };
  const label = promoActive ? 'Claim Offer' : `Start ${trialMonths(plan)}-Month Free Trial`;
  return (
    <div className="grid gap-2">
      {promoActive ? null : (
        <p className="text-sm text-slate-700">
          {`The launch discounts are all claimed, but the ${trialMonths(plan)}-month free trial is still yours.`}
        </p>
      )}
      <Button
        size="lg"
        className="w-full sm:w-auto sm:justify-self-start"
        disabled={claim.isPending}
        onClick={claimOffer}
      >
        {claim.isPending ? 'Processing...' : label}
      </Button>
      <p className="text-xs text-slate-600">
        No card needed to start. Add one any time before the trial ends.
      </p>
    </div>
  );
}
