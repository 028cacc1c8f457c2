import { describe, expect, it } from 'vitest';
import { planBannerMessage } from './plan-banner-message';

describe('planBannerMessage', () => {
  it('names the free plan, also when the plan is unknown', () => {
    expect(planBannerMessage({ subscriptionTier: 'free', subscriptionStatus: 'inactive' })).toBe(
      "You're on the free plan with limited features.",
    );
    expect(planBannerMessage(null)).toBe("You're on the free plan with limited features.");
  });

  it('says a paid plan is inactive', () => {
    expect(planBannerMessage({ subscriptionTier: 'premium', subscriptionStatus: 'inactive' })).toBe(
      'Your subscription is inactive. Upgrade to unlock all features.',
    );
  });

  it('says nothing for an active paid plan (basic lacks chat but is not limited by status)', () => {
    expect(planBannerMessage({ subscriptionTier: 'basic', subscriptionStatus: 'active' })).toBeNull();
    expect(planBannerMessage({ subscriptionTier: 'enterprise', subscriptionStatus: 'active' })).toBeNull();
  });
});
