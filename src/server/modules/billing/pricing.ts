import { discountedCents, ENTERPRISE_PRICE_ID, planForPrice } from '../../../contract/plans';
import type { Business } from '../../db/schema/index';

/**
 * What the business's plan costs it a month, after its launch discount; null for a tier that isn't sold.
 * A business holds the tier it bought; Enterprise is the one sold, so its price is the one charged.
 */
export function monthlyChargeCents(
  b: Pick<Business, 'subscriptionTier' | 'hasPromotionalDiscount' | 'promotionalDiscountPercent'>,
): number | null {
  const plan = b.subscriptionTier === 'enterprise' ? planForPrice(ENTERPRISE_PRICE_ID) : null;
  if (!plan || plan.monthlyPriceCents === null) return null;
  return b.hasPromotionalDiscount
    ? discountedCents(plan.monthlyPriceCents, b.promotionalDiscountPercent)
    : plan.monthlyPriceCents;
}

/** One billing month on: 31 January is followed by the last day of February, not 3 March. */
export function addMonth(d: Date): Date {
  const next = new Date(d);
  next.setUTCMonth(next.getUTCMonth() + 1);
  if (next.getUTCDate() !== d.getUTCDate()) next.setUTCDate(0);
  return next;
}
