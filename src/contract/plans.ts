import { z } from 'zod';

/** Subscription tiers, features, limits and prices (spec §4, §6, §9): the one catalogue server and web read. */
export const subscriptionTiers = ['free', 'basic', 'premium', 'enterprise'] as const;
export type SubscriptionTierName = (typeof subscriptionTiers)[number];

/** Spec §4: a trial counts as active; `trialEndsAt` says whether the business is in one (decision 011). */
export const subscriptionStatuses = ['active', 'inactive'] as const;
export type SubscriptionStatusName = (typeof subscriptionStatuses)[number];

export const features = [
  'basic_calendar',
  'basic_appointments',
  'email_notifications',
  'client_management',
  'chat',
  'analytics',
  'unlimited_appointments',
  'multi_user',
  'api_access',
  'custom_branding',
  // Beyond spec §6, for the areas it doesn't name (decision 021):
  /** Walk-in waiting rooms and the waitlist of full days. */
  'front_desk',
  /** Offer codes, email campaigns and automated flows. */
  'marketing',
  /** The time clock, timesheets, pay rules and pay runs. */
  'team_pay',
  /** Adding and managing locations beyond the business itself. */
  'multiple_locations',
] as const;
export type Feature = (typeof features)[number];

/**
 * Spec §6's lists, kept as written, each followed by what decision 021 adds to that tier. Every area of the
 * product is on one of them or open to every plan; decision 021 names which and why.
 */
const freeFeatures: Feature[] = ['basic_calendar', 'basic_appointments'];
const basicFeatures: Feature[] = [...freeFeatures, 'email_notifications', 'client_management', 'front_desk'];
const premiumFeatures: Feature[] = [
  ...basicFeatures,
  'chat',
  'analytics',
  'unlimited_appointments',
  'marketing',
];
const enterpriseFeatures: Feature[] = [
  ...premiumFeatures,
  'multi_user',
  'api_access',
  'custom_branding',
  'team_pay',
  'multiple_locations',
];

export const tierFeatures: Record<SubscriptionTierName, readonly Feature[]> = {
  free: freeFeatures,
  basic: basicFeatures,
  premium: premiumFeatures,
  enterprise: enterpriseFeatures,
};

/** -1 means unlimited. */
export const monthlyAppointmentLimits: Record<SubscriptionTierName, number> = {
  free: 10,
  basic: 100,
  premium: -1,
  enterprise: -1,
};

/** What each feature is called on screens. */
export const featureLabels: Record<Feature, string> = {
  basic_calendar: 'Calendar',
  basic_appointments: 'Appointments',
  email_notifications: 'Email confirmations and reminders',
  client_management: 'Client management',
  chat: 'Chat with clients',
  analytics: 'Reports and analytics',
  unlimited_appointments: 'Unlimited appointments',
  multi_user: 'Staff sign-in',
  api_access: 'API access',
  custom_branding: 'Custom branding',
  front_desk: 'Walk-ins and waitlist',
  marketing: 'Offers, campaigns and automated flows',
  team_pay: 'Time clock and payroll',
  multiple_locations: 'Multiple locations',
};

export const tierLabels: Record<SubscriptionTierName, string> = {
  free: 'Free',
  basic: 'Basic',
  premium: 'Premium',
  enterprise: 'Enterprise',
};

/** Spec §9: the Enterprise plan is $19.99 a month, the first 3 months free. */
export const ENTERPRISE_PRICE_ID = 'price_enterprise_monthly';
export const TRIAL_DAYS = 90;
/** Spec §9 launch promo: 50% off after the trial for the first 500 businesses to subscribe. */
export const LAUNCH_PROMO = {
  counterName: 'launch_promo',
  totalDiscounts: 500,
  discountPercent: 50,
} as const;

export type PlanOffer = {
  tier: SubscriptionTierName;
  name: string;
  /** The Stripe price id the plan is sold under; null for a plan that isn't sold (free, and tiers not offered). */
  priceId: string | null;
  /** Integer cents a month; 0 for free; null when the plan isn't sold. */
  monthlyPriceCents: number | null;
  trialDays: number;
  features: readonly Feature[];
  monthlyAppointmentLimit: number;
};

/** Only Enterprise is sold (spec §2, §9); basic and premium exist as tiers a business may hold. */
export const plans: readonly PlanOffer[] = [
  {
    tier: 'free',
    name: 'Free',
    priceId: null,
    monthlyPriceCents: 0,
    trialDays: 0,
    features: tierFeatures.free,
    monthlyAppointmentLimit: monthlyAppointmentLimits.free,
  },
  {
    tier: 'basic',
    name: 'Basic',
    priceId: null,
    monthlyPriceCents: null,
    trialDays: 0,
    features: tierFeatures.basic,
    monthlyAppointmentLimit: monthlyAppointmentLimits.basic,
  },
  {
    tier: 'premium',
    name: 'Premium',
    priceId: null,
    monthlyPriceCents: null,
    trialDays: 0,
    features: tierFeatures.premium,
    monthlyAppointmentLimit: monthlyAppointmentLimits.premium,
  },
  {
    tier: 'enterprise',
    name: 'Enterprise',
    priceId: ENTERPRISE_PRICE_ID,
    monthlyPriceCents: 1999,
    trialDays: TRIAL_DAYS,
    features: tierFeatures.enterprise,
    monthlyAppointmentLimit: monthlyAppointmentLimits.enterprise,
  },
];

/** The plan a price id sells, or null. */
export function planForPrice(priceId: string): PlanOffer | null {
  return plans.find((p) => p.priceId !== null && p.priceId === priceId) ?? null;
}

/**
 * A monthly price after a percentage discount, in whole cents, rounded down: $19.99 at 50% is 999.5 cents,
 * which the spec shows as "$9.99" (9.995 with 2 decimals), so the customer is never charged more than shown.
 */
export function discountedCents(cents: number, percent: number): number {
  return Math.floor((cents * (100 - percent)) / 100);
}

type Plan = { subscriptionTier: SubscriptionTierName; subscriptionStatus: SubscriptionStatusName };

/** A non-free tier whose subscription isn't active gets the free tier (spec §4). */
export function effectiveTier(plan: Plan | null | undefined): SubscriptionTierName {
  if (!plan) return 'free';
  if (plan.subscriptionTier !== 'free' && plan.subscriptionStatus !== 'active') return 'free';
  return plan.subscriptionTier;
}

/** Spec §6: no user or subscription means no features at all. */
export function hasFeature(plan: Plan | null | undefined, feature: Feature): boolean {
  if (!plan) return false;
  return tierFeatures[effectiveTier(plan)].includes(feature);
}

/** The first tier whose plan includes the feature: what a gate or a badge names. */
export function lowestTierWith(feature: Feature): SubscriptionTierName {
  return subscriptionTiers.find((tier) => tierFeatures[tier].includes(feature)) ?? 'enterprise';
}

/** The tiers whose plan includes the feature, for queries that pick businesses in bulk (jobs). */
export function tiersWith(feature: Feature): SubscriptionTierName[] {
  return subscriptionTiers.filter((tier) => tierFeatures[tier].includes(feature));
}

/** The plans on sale (a price to subscribe to) that include a feature, cheapest first, by name. */
export function plansOnSaleWith(feature: Feature): string[] {
  return plans
    .filter((plan) => plan.priceId !== null && plan.features.includes(feature))
    .map((plan) => plan.name);
}

/**
 * The plans that include a feature, as a gate says it: only plans one can buy (issue 33: Basic and Premium
 * exist as tiers a business may hold, but aren't sold), "the Enterprise plan".
 */
export function plansWith(feature: Feature): string {
  const names = plansOnSaleWith(feature);
  if (names.length <= 1) return `the ${names[0] ?? tierLabels.enterprise} plan`;
  return `the ${names.slice(0, -1).join(', ')} and ${names.at(-1)} plans`;
}

export function monthlyAppointmentLimit(plan: Plan | null | undefined): number {
  return monthlyAppointmentLimits[effectiveTier(plan)];
}

/** Whether there is a plan above this one to sell: the sidebar's Upgrade to Pro box shows only then. */
export function canUpgrade(plan: Plan | null | undefined): boolean {
  return effectiveTier(plan) !== 'enterprise';
}

export const FEATURE_REQUIRES_PAID_PLAN = 'This feature requires a paid subscription.';

export const planOfferSchema = z
  .object({
    tier: z.enum(subscriptionTiers),
    name: z.string(),
    priceId: z.string().nullable(),
    monthlyPriceCents: z.number().int().nullable().describe('Integer cents; null when the plan is not sold'),
    trialDays: z.number().int(),
    features: z.array(z.enum(features)),
    monthlyAppointmentLimit: z.number().int().describe('-1 means unlimited'),
  })
  .meta({ id: 'PlanOffer' });
