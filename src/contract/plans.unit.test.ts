import { describe, expect, it } from 'vitest';
import {
  effectiveTier,
  featureLabels,
  features,
  hasFeature,
  lowestTierWith,
  monthlyAppointmentLimit,
  plans,
  plansOnSaleWith,
  plansWith,
  subscriptionTiers,
  tierFeatures,
  tiersWith,
} from './plans';

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

describe('the plan catalogue (spec §6, decision 021)', () => {
  /** Spec §6, word for word: what each tier adds. */
  const SPEC_ADDS = {
    free: ['basic_calendar', 'basic_appointments'],
    basic: ['email_notifications', 'client_management'],
    premium: ['chat', 'analytics', 'unlimited_appointments'],
    enterprise: ['multi_user', 'api_access', 'custom_branding'],
  } as const;
  /** Decision 021: the areas the spec doesn't name, each on the first tier a salon would pay for it. */
  const DECISION_ADDS = {
    free: [],
    basic: ['front_desk'],
    premium: ['marketing'],
    enterprise: ['team_pay', 'multiple_locations'],
  } as const;

  it("keeps spec §6's features on its tiers and adds decision 021's, each tier holding the one below", () => {
    let below: readonly string[] = [];
    for (const tier of subscriptionTiers) {
      expect(tierFeatures[tier]).toEqual([...below, ...SPEC_ADDS[tier], ...DECISION_ADDS[tier]]);
      below = tierFeatures[tier];
    }
    // Every feature is on some tier, and named on screens.
    expect([...tierFeatures.enterprise].sort()).toEqual([...features].sort());
    for (const feature of features) expect(featureLabels[feature]).toBeTruthy();
  });

  it('names the first tier of each feature and the plans that have it, as gates and badges say', () => {
    expect(lowestTierWith('basic_calendar')).toBe('free');
    expect(lowestTierWith('front_desk')).toBe('basic');
    expect(lowestTierWith('marketing')).toBe('premium');
    expect(lowestTierWith('team_pay')).toBe('enterprise');
    expect(lowestTierWith('multiple_locations')).toBe('enterprise');
    expect(tiersWith('marketing')).toEqual(['premium', 'enterprise']);
    // Gates name only plans on sale: Basic and Premium are tiers a business may hold, not plans to buy.
    expect(plansWith('front_desk')).toBe('the Enterprise plan');
    expect(plansWith('chat')).toBe('the Enterprise plan');
    expect(plansWith('team_pay')).toBe('the Enterprise plan');
    expect(plansOnSaleWith('basic_calendar')).toEqual(['Enterprise']);
  });

  it('gives every plan that sends marketing the client email it goes out by, and every walk-in plan email', () => {
    // Campaign sends name only `marketing` (campaigns/routes.ts); walk-in visitors are told by email.
    for (const tier of tiersWith('marketing')) expect(tierFeatures[tier]).toContain('email_notifications');
    for (const tier of tiersWith('front_desk')) expect(tierFeatures[tier]).toContain('email_notifications');
  });

  it('sells each plan with its tier’s features, and gives a lapsed plan none of the paid ones', () => {
    for (const plan of plans) expect(plan.features).toEqual(tierFeatures[plan.tier]);
    for (const feature of ['front_desk', 'marketing', 'team_pay', 'multiple_locations'] as const) {
      expect(hasFeature({ subscriptionTier: 'enterprise', subscriptionStatus: 'active' }, feature)).toBe(
        true,
      );
      expect(hasFeature({ subscriptionTier: 'enterprise', subscriptionStatus: 'inactive' }, feature)).toBe(
        false,
      );
      expect(hasFeature({ subscriptionTier: 'free', subscriptionStatus: 'active' }, feature)).toBe(false);
    }
  });
});
