import { Sparkles } from 'lucide-react';
import { Link } from 'wouter';
import type { PlanState } from '../../lib/subscription';
import { buttonVariants } from '../ui/button';
import { planBannerMessage } from './plan-banner-message';

/** Spec §6: why the plan limits this screen, with Upgrade Now; nothing for a paid, active plan. */
export function PlanBanner({ plan }: { plan: PlanState | null }) {
  const message = planBannerMessage(plan);
  if (!message) return null;
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="flex items-center gap-2 text-sm font-medium text-amber-950">
        <Sparkles aria-hidden="true" className="size-4 shrink-0" />
        {message}
      </p>
      <Link href="/subscribe" className={buttonVariants({ size: 'sm' })}>
        Upgrade Now
      </Link>
    </div>
  );
}
