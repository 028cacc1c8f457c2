import { describe, expect, it } from 'vitest';
import { effectiveTier, hasFeature, monthlyAppointmentLimit } from './plans';

describe('plans (spec §4, §6, §9)', () => {
  it('gives a non-free tier with an inactive subscription the free tier', () => {
    expect(effectiveTier({ subscriptionTier: 'premium', subscriptionStatus: 'inactive' })).toBe('free');
    expect(effectiveTier({ subscriptionTier: 'premium', subscriptionStatus: 'active' })).toBe('premium');
    expect(effectiveTier({ subscriptionTier: 'free', subscriptionStatus: 'inactive' })).toBe('free');
  });

  it('gates chat to premium and up, active', () => {
    expect(hasFeature({ subscriptionTier: 'free', subscriptionStatus: 'active' }, 'chat')).toBe(false);
    expect(hasFeature({ subscriptionTier: 'basic', subscriptionStatus: 'active' }, 'chat')).toBe(false);
    expect(hasFeature({ subscriptionTier: 'premium', subscriptionStatus: 'active' }, 'chat')).toBe(true);
    expect(hasFeature({ subscriptionTier: 'enterprise', subscriptionStatus: 'inactive' }, 'chat')).toBe(
      false,
    );
    expect(
      hasFeature({ subscriptionTier: 'enterprise', subscriptionStatus: 'active' }, 'custom_branding'),
    ).toBe(true);
  });

  it('gives no features without a subscription', () => {
    expect(hasFeature(null, 'basic_calendar')).toBe(false);
    expect(hasFeature({ subscriptionTier: 'free', subscriptionStatus: 'inactive' }, 'basic_calendar')).toBe(
      true,
    );
  });

  it('limits appointments per month by tier', () => {
    expect(monthlyAppointmentLimit({ subscriptionTier: 'free', subscriptionStatus: 'inactive' })).toBe(10);
    expect(monthlyAppointmentLimit({ subscriptionTier: 'basic', subscriptionStatus: 'active' })).toBe(100);
    expect(monthlyAppointmentLimit({ subscriptionTier: 'basic', subscriptionStatus: 'inactive' })).toBe(10);
    expect(monthlyAppointmentLimit({ subscriptionTier: 'enterprise', subscriptionStatus: 'active' })).toBe(
      -1,
    );
    expect(monthlyAppointmentLimit(undefined)).toBe(10);
  });
});
