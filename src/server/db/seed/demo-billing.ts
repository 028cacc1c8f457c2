import { eq } from 'drizzle-orm';
import { discountedCents, LAUNCH_PROMO, plans } from '../../../contract/plans';
import { addMonth } from '../../modules/billing/pricing';
import { claimLaunchDiscount, insertInvoice } from '../../modules/billing/repository';
import type { Tx } from '../client';
import { businesses } from '../schema/index';

const DAY = 24 * 60 * 60 * 1000;

/**
 * The demo business subscribed to Enterprise through the demo provider 100 days ago: its 90-day trial is
 * over, the card on file paid the first month at the launch price, and it holds one of the 500 discounts
 * (claimed from the real counter, so /promo counts it).
 */
export async function seedDemoBilling(tx: Tx, businessId: number, now: Date): Promise<void> {
  const enterprise = plans.find((p) => p.tier === 'enterprise');
  if (!enterprise?.monthlyPriceCents) throw new Error('the catalogue has no Enterprise price');
  const subscribedAt = new Date(now.getTime() - 100 * DAY);
  const trialEndsAt = new Date(subscribedAt.getTime() + enterprise.trialDays * DAY);
  const periodEnd = addMonth(trialEndsAt);
  const discounted = await claimLaunchDiscount(tx);
  const percent = discounted ? LAUNCH_PROMO.discountPercent : 0;
  await tx
    .update(businesses)
    .set({
      subscriptionTier: 'enterprise',
      subscriptionStatus: 'active',
      subscribedAt,
      trialEndsAt,
      subscriptionEndsAt: periodEnd,
      billingProvider: 'demo',
      stripeCustomerId: `demo_cus_seed${businessId}`,
      stripeSubscriptionId: `demo_sub_seed${businessId}`,
      hasPromotionalDiscount: discounted,
      promotionalDiscountPercent: percent,
      cardBrand: 'visa',
      cardLast4: '4242',
    })
    .where(eq(businesses.id, businessId));
  await insertInvoice(tx, {
    businessId,
    providerInvoiceId: null,
    description: 'Enterprise plan: 3-month free trial',
    amountCents: 0,
    status: 'paid',
    periodStart: subscribedAt,
    periodEnd: trialEndsAt,
    createdAt: subscribedAt,
  });
  await insertInvoice(tx, {
    businessId,
    providerInvoiceId: null,
    description: `Enterprise plan, monthly${discounted ? ` (launch offer: ${percent}% off)` : ''}`,
    amountCents: discounted
      ? discountedCents(enterprise.monthlyPriceCents, percent)
      : enterprise.monthlyPriceCents,
    status: 'paid',
    periodStart: trialEndsAt,
    periodEnd,
    createdAt: trialEndsAt,
  });
}
