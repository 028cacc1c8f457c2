import { LogOut } from 'lucide-react';
import { Link } from 'wouter';
import { effectiveTier, tierLabels } from '../../../../contract/plans';
import { Badge } from '../../../components/ui/badge';
import { buttonVariants } from '../../../components/ui/button';
import { useSubscription } from '../../../lib/subscription';

/** Tier badge when not free, Upgrade link when free, and Sign Out (spec §2 Home). */
export function PlanStatus() {
  const plan = useSubscription();
  const onFreeLimits = effectiveTier(plan) === 'free';
  return (
    <div className="flex flex-wrap items-center gap-3">
      {plan && plan.subscriptionTier !== 'free' ? (
        <Badge variant={plan.subscriptionStatus === 'active' ? 'primary' : 'warning'}>
          {tierLabels[plan.subscriptionTier]}
          {plan.subscriptionStatus === 'active' ? '' : ' (inactive)'}
        </Badge>
      ) : null}
      {onFreeLimits ? (
        <Link href="/subscribe" className={buttonVariants({ size: 'sm' })}>
          Upgrade
        </Link>
      ) : null}
      <a href="/api/logout" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
        <LogOut aria-hidden="true" />
        Sign Out
      </a>
    </div>
  );
}
