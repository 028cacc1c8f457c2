import type { PlanState } from '../../lib/subscription';

/** Spec §6 banner: the free plan, or a paid plan whose subscription lapsed; nothing otherwise. */
export function planBannerMessage(plan: PlanState | null): string | null {
  if (!plan || plan.subscriptionTier === 'free') return "You're on the free plan with limited features.";
  if (plan.subscriptionStatus !== 'active')
    return 'Your subscription is inactive. Upgrade to unlock all features.';
  return null;
}
