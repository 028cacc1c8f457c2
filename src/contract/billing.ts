import { z } from 'zod';
import { ENTERPRISE_PRICE_ID, subscriptionStatuses, subscriptionTiers } from './plans';

const isoInstant = z.iso.datetime({ offset: true });

/** GET /api/subscription: the business's plan as stored (spec §7) and what Settings → Billing shows. */
export const subscriptionSchema = z
  .object({
    subscriptionTier: z.enum(subscriptionTiers),
    subscriptionStatus: z.enum(subscriptionStatuses),
    subscriptionEndsAt: isoInstant
      .nullable()
      .describe('End of the current period: the next charge, or the end of the plan when it is cancelled'),
    trialEndsAt: isoInstant
      .nullable()
      .describe('End of the free trial; in the future while the business is in it'),
    hasPromotionalDiscount: z.boolean(),
    promotionalDiscountPercent: z.number().int(),
    cancelAtPeriodEnd: z.boolean(),
    provider: z
      .enum(['demo', 'stripe'])
      .nullable()
      .describe('Who bills this subscription; null on the free plan'),
    card: z
      .object({ brand: z.string(), last4: z.string() })
      .nullable()
      .describe('null without a card, and for members without billing.view (owners and admins have it)'),
    nextChargeCents: z
      .number()
      .int()
      .nullable()
      .describe(
        'What the next charge will be, after the launch discount; null when none is due, and for members without billing.view',
      ),
  })
  .meta({ id: 'Subscription' });
export type Subscription = z.infer<typeof subscriptionSchema>;

/** Spec §3 subscription request. */
export const subscriptionRequestSchema = z
  .object({
    priceId: z.string().trim().min(1, 'Price is required').max(100),
    tier: z.enum(subscriptionTiers, 'Tier is required'),
  })
  .strict()
  .meta({ id: 'SubscriptionRequest', examples: [{ priceId: ENTERPRISE_PRICE_ID, tier: 'enterprise' }] });
export type SubscriptionRequest = z.output<typeof subscriptionRequestSchema>;

export const createSubscriptionResponseSchema = z
  .object({
    clientSecret: z
      .string()
      .describe('Confirms the card: with Stripe Elements (provider stripe) or the demo card form (demo_…)'),
  })
  .meta({ id: 'CreateSubscriptionResponse' });

export const createDemoSubscriptionResponseSchema = z
  .object({ message: z.string(), clientSecret: z.string() })
  .meta({ id: 'CreateDemoSubscriptionResponse' });

/** Who takes cards here: Stripe when the server has its key, the offline demo provider otherwise. */
export const billingProviderSchema = z
  .object({
    provider: z.enum(['demo', 'stripe']),
    publishableKey: z.string().nullable().describe("Stripe's publishable key, for Stripe Elements"),
  })
  .meta({ id: 'BillingProvider' });
export type BillingProviderInfo = z.infer<typeof billingProviderSchema>;

const digits = (label: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(new RegExp(`^\\d{${min},${max}}$`), `${label} is invalid`));

/** The demo provider's offline card form (4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined). */
export const demoCardSchema = z
  .object({
    clientSecret: z.string().trim().min(1, 'Client secret is required').max(200),
    cardNumber: digits('Card number', 12, 19),
    expiry: z
      .string()
      .trim()
      .regex(/^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/, 'Expiry must be MM/YY'),
    cvc: digits('CVC', 3, 4),
  })
  .strict()
  .meta({ id: 'DemoCard' });
export type DemoCardInput = z.output<typeof demoCardSchema>;

/** Spec §3 promo status, computed from promotional_counters. */
export const promoStatusSchema = z
  .object({
    isActive: z.boolean(),
    remainingDiscounts: z.number().int(),
    totalDiscounts: z.number().int(),
    usedDiscounts: z.number().int(),
    message: z.string(),
  })
  .meta({ id: 'PromoStatus' });
export type PromoStatus = z.infer<typeof promoStatusSchema>;

export const invoiceStatuses = ['paid', 'open', 'void', 'uncollectible'] as const;
export const invoiceSchema = z
  .object({
    id: z.number().int(),
    number: z.string(),
    description: z.string(),
    amountCents: z.number().int(),
    status: z.enum(invoiceStatuses),
    periodStart: isoInstant,
    periodEnd: isoInstant,
    createdAt: isoInstant,
  })
  .meta({ id: 'Invoice' });
export type Invoice = z.infer<typeof invoiceSchema>;

export const messageSchema = z.object({ message: z.string() });

export const SUBSCRIPTION_CREATED = 'Subscription created successfully';
export const CARD_DECLINED = 'Your card was declined.';
