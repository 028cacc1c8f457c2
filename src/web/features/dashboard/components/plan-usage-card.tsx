import { Link } from 'wouter';
import type { PlanUsage } from '../../../../contract/dashboard';
import { tierLabels } from '../../../../contract/plans';
import { buttonVariants } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { usePlanUsage } from '../../../lib/api/dashboard/get-plan-usage';
import { usageState } from './usage-state';

const barColours = {
  ok: 'h-full bg-primary-600',
  nearing: 'h-full bg-amber-500',
  reached: 'h-full bg-red-600',
};

/** This month's appointments against the plan's limit, with the spec §9 warnings. */
export function PlanUsageCard() {
  const usage = usePlanUsage();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Plan usage</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        {usage.isPending ? (
          <Skeleton className="h-16" />
        ) : usage.isError ? (
          <ErrorState error={usage.error} onRetry={() => usage.refetch()} />
        ) : (
          <UsageDetails {...usage.data} />
        )}
      </CardContent>
    </Card>
  );
}

function UsageDetails(usage: PlanUsage) {
  const { tier, status, limit, used } = usage;
  const state = usageState(usage);
  const planName = `${tierLabels[tier]} plan${tier !== 'free' && status !== 'active' ? ' (inactive)' : ''}`;
  return (
    <>
      <p className="text-sm text-slate-600">{planName}</p>
      {state.unlimited ? (
        <>
          <p className="text-sm font-medium text-slate-900">Unlimited appointments this month</p>
          <p className="text-xs text-slate-600">{`${used} booked so far`}</p>
        </>
      ) : (
        <>
          <p className="text-sm font-medium text-slate-900">{`${used} of ${limit} appointments this month`}</p>
          <div
            role="progressbar"
            aria-label="Monthly appointments used"
            aria-valuemin={0}
            aria-valuemax={limit}
            aria-valuenow={Math.min(used, limit)}
            className="h-2 overflow-hidden rounded-full bg-slate-200"
          >
            <div className={barColours[state.level]} style={{ width: `${state.percent}%` }} />
          </div>
        </>
      )}
      {state.level === 'reached' ? (
        <p className="text-sm text-red-700">
          You've reached your monthly appointment limit.{' '}
          <Link href="/subscribe" className="font-medium underline">
            Upgrade your plan
          </Link>
        </p>
      ) : state.level === 'nearing' ? (
        <p className="text-sm text-amber-900">You're approaching your monthly limit.</p>
      ) : null}
      {state.showUpgrade ? (
        <Link href="/subscribe" className={buttonVariants({ size: 'sm', className: 'justify-self-start' })}>
          Upgrade
        </Link>
      ) : null}
    </>
  );
}
