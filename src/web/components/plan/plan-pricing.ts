import type { PromoStatus } from '../../../contract/billing';
import { discountedCents, LAUNCH_PROMO, type PlanOffer } from '../../../contract/plans';
import { formatCents } from '../../lib/money';

/** "3 months" from the catalogue's trial days (90). */
export function trialMonths(plan: Pick<PlanOffer, 'trialDays'>): number {
  return Math.round(plan.trialDays / 30);
}

/** "$19.99" a month, or null for a plan that isn't sold. */
export function monthlyPrice(plan: Pick<PlanOffer, 'monthlyPriceCents'>): string | null {
  return plan.monthlyPriceCents === null ? null : formatCents(plan.monthlyPriceCents);
}

/** The launch offer's price after the trial: "$9.99" for $19.99 at 50% off (spec §9). */
export function launchPrice(plan: Pick<PlanOffer, 'monthlyPriceCents'>): string | null {
  return plan.monthlyPriceCents === null
    ? null
    : formatCents(discountedCents(plan.monthlyPriceCents, LAUNCH_PROMO.discountPercent));
}

/** The promo line under a plan's price while launch discounts are left; null once the offer is over. */
export function launchOfferLine(plan: PlanOffer, promo: PromoStatus | undefined): string | null {
  const price = launchPrice(plan);
  if (!promo?.isActive || !price) return null;
  const left = promo.remainingDiscounts.toLocaleString('en-US');
  return `Launch offer: ${LAUNCH_PROMO.discountPercent}% off after the trial (${price}/month) while the last ${left} discounts last.`;
}
