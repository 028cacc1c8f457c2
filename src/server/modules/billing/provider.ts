/**
 * Who takes the card and bills the subscription: Stripe when the server has its key, the offline demo
 * provider otherwise (README, decision 011). The service owns the business's state; a provider only talks to
 * the outside world and answers ids and secrets.
 */
export type ProviderName = 'demo' | 'stripe';

export type StartSubscriptionInput = {
  businessId: number;
  businessName: string;
  email: string;
  /** The provider's customer from an earlier subscription, if any. */
  customerId: string | null;
  /** The catalogue's price id (`price_enterprise_monthly`). */
  priceId: string;
  /** 90 on a first subscription, 0 on a later one. */
  trialDays: number;
  /** 0, or the launch promo's 50 (applied after the trial). */
  discountPercent: number;
};

export type StartedSubscription = {
  customerId: string | null;
  subscriptionId: string;
  /** What the card form confirms: a Stripe SetupIntent/PaymentIntent client secret, or the demo's `demo_seti_…`. */
  clientSecret: string;
};

export interface BillingProvider {
  readonly name: ProviderName;
  /** Stripe's publishable key for Stripe Elements; null for the demo provider. */
  readonly publishableKey: string | null;
  /** Creates the customer (when none) and a subscription with the trial and discount. */
  startSubscription(input: StartSubscriptionInput): Promise<StartedSubscription>;
  /** A fresh client secret to add or replace the card of a running subscription. */
  newCardSecret(subscription: { customerId: string | null; subscriptionId: string }): Promise<string>;
  /** Cancel at the end of the period (true) or take that back (false). */
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<void>;
}

/** What the app is given: the provider, and with Stripe the webhook's verifier (stripe/). */
export type BillingOptions = {
  provider: BillingProvider;
  /** Set with Stripe: `POST /api/stripe/webhook` verifies with this secret and applies events. */
  stripeWebhook?: StripeWebhookOptions;
};

export type StripeWebhookOptions = {
  /** Verifies the signature on the raw body (the SDK's constructEvent, 300 s tolerance) and answers the event. */
  verify(rawBody: Buffer, signature: string): { id: string; type: string; data: { object: unknown } };
  /** Reads what an event doesn't carry (a payment method's card), through the SDK. */
  retrievePaymentMethodCard(id: string): Promise<{ brand: string; last4: string } | null>;
  /** The tier a Stripe price sells (STRIPE_PRICE_ID is Enterprise), or null. */
  tierForPrice(priceId: string): 'free' | 'basic' | 'premium' | 'enterprise' | null;
  /** Makes a card saved by a SetupIntent (a card change) the subscription's default at Stripe. */
  setDefaultPaymentMethod(subscriptionId: string, paymentMethodId: string): Promise<void>;
};
