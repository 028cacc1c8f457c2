import { z } from 'zod';

/** Subscription tiers, features and limits (spec §4, §6, §9). */
export const subscriptionTiers = ['free', 'basic', 'premium', 'enterprise'] as const;
export type SubscriptionTierName = (typeof subscriptionTiers)[number];

export const subscriptionStatuses = ['active', 'inactive'] as const;
export type SubscriptionStatusName = (typeof subscriptionStatuses)[number];

/** GET /api/subscription: the business's plan as stored (not the effective tier). */
export const subscriptionSchema = z.object({
  subscriptionTier: z.enum(subscriptionTiers),
  subscriptionStatus: z.enum(subscriptionStatuses),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

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
] as const;
export type Feature = (typeof features)[number];

const freeFeatures: Feature[] = ['basic_calendar', 'basic_appointments'];
const basicFeatures: Feature[] = [...freeFeatures, 'email_notifications', 'client_management'];
const premiumFeatures: Feature[] = [...basicFeatures, 'chat', 'analytics', 'unlimited_appointments'];
const enterpriseFeatures: Feature[] = [...premiumFeatures, 'multi_user', 'api_access', 'custom_branding'];

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

export function monthlyAppointmentLimit(plan: Plan | null | undefined): number {
  return monthlyAppointmentLimits[effectiveTier(plan)];
}
