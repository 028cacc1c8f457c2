import { createHash } from 'node:crypto';
import Stripe from 'stripe';
import { ENTERPRISE_PRICE_ID } from '../../../../contract/plans';
import type {
  BillingOptions,
  BillingProvider,
  StartSubscriptionInput,
  StripeWebhookOptions,
} from '../provider';

export type StripeBillingConfig = {
  /** STRIPE_SECRET_KEY (sk_…). */
  secretKey: string;
  /** STRIPE_PUBLISHABLE_KEY (pk_…), for Stripe Elements in the browser. */
  publishableKey: string | null | undefined;
  /** STRIPE_WEBHOOK_SECRET (whsec_…); without it `POST /api/stripe/webhook` answers 404. */
  webhookSecret: string | null | undefined;
  /** STRIPE_PRICE_ID: the Stripe price the Enterprise plan is sold under. */
  priceId?: string;
  /** STRIPE_LAUNCH_COUPON: the coupon of the launch offer (50% off after the trial). */
  launchCouponId?: string;
  /** Tests point the SDK at a local fake: host 127.0.0.1, its port, protocol http. */
  apiHost?: string;
  apiPort?: number;
  apiProtocol?: 'http' | 'https';
  /** The SDK's own retries of a failed connection or 5xx (same idempotency key); 1 unless set. */
  maxNetworkRetries?: number;
  /** Per request; a subscription is started while the owner waits, so well under Stripe's default 80 s. */
  timeoutMs?: number;
};

/** A subscription Stripe replays for an idempotency key after it ended can't be started again. */
const ENDED = new Set(['canceled', 'incomplete_expired']);

/** Same purpose, business and parameters: the same key, so a retried call gets the first call's answer. */
function idempotencyKey(purpose: string, businessId: number, params: unknown, salt = ''): string {
  const digest = createHash('sha256')
    .update(JSON.stringify(params) + salt)
    .digest('hex')
    .slice(0, 32);
  return `frontdesk-${purpose}-${businessId}-${digest}`;
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

/** The secret the card form confirms: the trial's SetupIntent, or the first invoice's payment. */
function clientSecretOf(subscription: Stripe.Subscription): string | null {
  const setup = subscription.pending_setup_intent;
  if (setup && typeof setup === 'object' && setup.client_secret) return setup.client_secret;
  const invoice = subscription.latest_invoice;
  if (invoice && typeof invoice === 'object' && invoice.status === 'open') {
    return invoice.confirmation_secret?.client_secret ?? null;
  }
  return null;
}

const EXPAND = ['pending_setup_intent', 'latest_invoice.confirmation_secret'];

/**
 * Stripe as the billing provider (README: set STRIPE_SECRET_KEY). Stripe keeps the subscription and charges the
 * card; the business's row follows it through `POST /api/stripe/webhook` (events.ts).
 */
export function createStripeBilling(config: StripeBillingConfig): BillingOptions {
  const stripe = new Stripe(config.secretKey, {
    maxNetworkRetries: config.maxNetworkRetries ?? 1,
    timeout: config.timeoutMs ?? 20_000,
    telemetry: false,
    appInfo: { name: 'Frontdesk' },
    ...(config.apiHost ? { host: config.apiHost } : {}),
    ...(config.apiPort ? { port: config.apiPort } : {}),
    ...(config.apiProtocol ? { protocol: config.apiProtocol } : {}),
  });
  const stripePriceId = config.priceId || ENTERPRISE_PRICE_ID;
  const couponId = config.launchCouponId || 'launch50';
  /** The catalogue's price ids (contract/plans.ts) and what they are called at Stripe. */
  const stripePrices: Record<string, string> = { [ENTERPRISE_PRICE_ID]: stripePriceId };

  async function newSetupIntent(customerId: string, subscriptionId: string, businessId?: string) {
    const intent = await stripe.setupIntents.create({
      customer: customerId,
      usage: 'off_session',
      allowed_payment_method_types: ['card'],
      // The webhook makes the card the subscription's default once it is saved (setup_intent.succeeded).
      metadata: { subscriptionId, ...(businessId ? { businessId } : {}) },
    });
    if (!intent.client_secret)
      throw new Error(`Stripe answered SetupIntent ${intent.id} without a client secret`);
    return intent.client_secret;
  }

  async function createCustomer(input: StartSubscriptionInput): Promise<string> {
    const params: Stripe.CustomerCreateParams = {
      email: input.email,
      name: input.businessName,
      metadata: { businessId: String(input.businessId) },
    };
    const customer = await stripe.customers.create(params, {
      idempotencyKey: idempotencyKey('customer', input.businessId, params),
    });
    return customer.id;
  }

  const provider: BillingProvider = {
    name: 'stripe',
    publishableKey: config.publishableKey ?? null,

    async startSubscription(input) {
      const price = stripePrices[input.priceId];
      if (!price) throw new Error(`${input.priceId} is not sold through Stripe`);
      const customerId = input.customerId ?? (await createCustomer(input));
      const params: Stripe.SubscriptionCreateParams = {
        customer: customerId,
        items: [{ price }],
        ...(input.trialDays > 0 ? { trial_period_days: input.trialDays } : {}),
        payment_behavior: 'default_incomplete',
        payment_settings: { save_default_payment_method: 'on_subscription', payment_method_types: ['card'] },
        // A trial that ends without a card ends the subscription rather than leaving an unpaid invoice.
        trial_settings: { end_behavior: { missing_payment_method: 'cancel' } },
        metadata: { businessId: String(input.businessId) },
        ...(input.discountPercent > 0 ? { discounts: [{ coupon: couponId }] } : {}),
        expand: EXPAND,
      };
      let subscription = await stripe.subscriptions.create(params, {
        idempotencyKey: idempotencyKey('subscription', input.businessId, params),
      });
      if (ENDED.has(subscription.status)) {
        // Stripe keeps keys for 24 hours: the same start within a day, after the first one ended, is a new one.
        subscription = await stripe.subscriptions.create(params, {
          idempotencyKey: idempotencyKey('subscription', input.businessId, params, String(Date.now())),
        });
      }
      const clientSecret =
        clientSecretOf(subscription) ??
        (await newSetupIntent(customerId, subscription.id, String(input.businessId)));
      return { customerId, subscriptionId: subscription.id, clientSecret };
    },

    async newCardSecret({ customerId, subscriptionId }) {
      const subscription = await stripe.subscriptions.retrieve(subscriptionId, { expand: EXPAND });
      // Unpaid first invoice or a failed renewal: the card pays it (and becomes the default, on_subscription).
      if (['incomplete', 'past_due', 'unpaid'].includes(subscription.status)) {
        const secret = clientSecretOf(subscription);
        if (secret) return secret;
      }
      // The trial's SetupIntent, while it still waits for a card.
      const setup = subscription.pending_setup_intent;
      if (setup && typeof setup === 'object' && setup.client_secret && setup.status !== 'succeeded') {
        return setup.client_secret;
      }
      const customer = customerId ?? idOf(subscription.customer);
      if (!customer) throw new Error(`Stripe subscription ${subscriptionId} has no customer`);
      return newSetupIntent(customer, subscriptionId, subscription.metadata?.businessId);
    },

    async setCancelAtPeriodEnd(subscriptionId, cancel) {
      await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel });
    },
  };

  if (!config.webhookSecret) return { provider };
  const webhookSecret = config.webhookSecret;

  const stripeWebhook: StripeWebhookOptions = {
    verify(rawBody, signature) {
      // Throws StripeSignatureVerificationError on a wrong signature or a timestamp over 300 s old.
      const event = stripe.webhooks.constructEvent(rawBody, signature, webhookSecret, 300);
      return { id: event.id, type: event.type, data: { object: event.data.object as unknown } };
    },
    async retrievePaymentMethodCard(id) {
      try {
        const method = await stripe.paymentMethods.retrieve(id);
        return method.card ? { brand: method.card.brand, last4: method.card.last4 } : null;
      } catch (error) {
        // A payment method that no longer exists has no card to show; anything else is worth a retry.
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
        throw error;
      }
    },
    tierForPrice(priceId) {
      return priceId === stripePriceId ? 'enterprise' : null;
    },
    async setDefaultPaymentMethod(subscriptionId, paymentMethodId) {
      try {
        await stripe.subscriptions.update(subscriptionId, { default_payment_method: paymentMethodId });
      } catch (error) {
        // A subscription that has ended (or a card since removed) takes no default: nothing left to do, and a
        // failure here would only make Stripe deliver the event again for days. Anything else is retried.
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return;
        throw error;
      }
    },
  };
  return { provider, stripeWebhook };
}
