import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestBusiness, type TestBusiness } from '../../../../../tests/support/factories';
import {
  FAKE_STRIPE_PUBLISHABLE_KEY,
  FAKE_STRIPE_WEBHOOK_SECRET,
  type FakeStripe,
  signedWebhook,
  startFakeStripe,
  stripeEvent,
} from '../../../../../tests/support/fake-stripe';
import { createTestApp, type TestApp } from '../../../../../tests/support/test-app';
import { businesses, stripeEvents, subscriptionInvoices } from '../../../db/schema/index';
import { demoProvider } from '../demo-provider';
import type { BillingOptions, StartSubscriptionInput } from '../provider';
import { createStripeBilling } from './provider';
import { registerStripeWebhookRoutes } from './webhook-routes';

let fake: FakeStripe;
let billing: BillingOptions;
let t: TestApp;

beforeAll(async () => {
  fake = await startFakeStripe();
  billing = createStripeBilling({
    ...fake.sdkOptions,
    publishableKey: FAKE_STRIPE_PUBLISHABLE_KEY,
    webhookSecret: FAKE_STRIPE_WEBHOOK_SECRET,
    maxNetworkRetries: 0,
  });
  t = await createTestApp({ billing });
  // No-op once modules/index.ts registers it.
  registerStripeWebhookRoutes(t.app, { db: t.db, billing });
});

afterAll(async () => {
  await fake.close();
});

const DAY_MS = 24 * 60 * 60 * 1000;

function input(owner: TestBusiness, overrides: Partial<StartSubscriptionInput> = {}): StartSubscriptionInput {
  return {
    businessId: owner.user.businessId,
    businessName: 'Test Salon',
    email: owner.email,
    customerId: null,
    priceId: 'price_enterprise_monthly',
    trialDays: 90,
    discountPercent: 50,
    ...overrides,
  };
}

async function businessRow(businessId: number) {
  const [row] = await t.db.select().from(businesses).where(eq(businesses.id, businessId));
  if (!row) throw new Error(`no business ${businessId}`);
  return row;
}

async function invoicesOf(businessId: number) {
  return t.db.select().from(subscriptionInvoices).where(eq(subscriptionInvoices.businessId, businessId));
}

const deliver = (event: object, options?: Parameters<typeof signedWebhook>[1]) =>
  t.app.inject(signedWebhook(event, options));

/** A business with a trialing Stripe subscription, linked the way Stripe's first event links it. */
async function subscribedBusiness() {
  const owner = await createTestBusiness(t.app);
  const started = await billing.provider.startSubscription(input(owner));
  const subscription = fake.subscriptions.get(started.subscriptionId);
  if (!subscription) throw new Error('fake has no subscription');
  const created = await deliver(stripeEvent('customer.subscription.created', subscription));
  expect(created.statusCode).toBe(200);
  return { owner, businessId: owner.user.businessId, started, subscription };
}

describe('the Stripe provider, through the SDK', () => {
  beforeEach(() => {
    fake.requests.length = 0;
  });

  it('creates the customer and a 90-day trial with the launch coupon, and answers the SetupIntent secret', async () => {
    const owner = await createTestBusiness(t.app);
    const started = await billing.provider.startSubscription(input(owner));

    const [customer] = fake.requestsTo('POST', '/v1/customers');
    expect(customer?.params).toEqual({
      email: owner.email,
      name: 'Test Salon',
      metadata: { businessId: String(owner.user.businessId) },
    });
    expect(customer?.idempotencyKey).toMatch(new RegExp(`^frontdesk-customer-${owner.user.businessId}-`));

    const [create] = fake.requestsTo('POST', '/v1/subscriptions');
    expect(create?.params).toMatchObject({
      customer: started.customerId,
      items: [{ price: 'price_enterprise_monthly' }],
      trial_period_days: '90',
      payment_behavior: 'default_incomplete',
      payment_settings: { save_default_payment_method: 'on_subscription' },
      trial_settings: { end_behavior: { missing_payment_method: 'cancel' } },
      metadata: { businessId: String(owner.user.businessId) },
      discounts: [{ coupon: 'launch50' }],
      expand: ['pending_setup_intent', 'latest_invoice.confirmation_secret'],
    });
    expect(create?.idempotencyKey).toMatch(new RegExp(`^frontdesk-subscription-${owner.user.businessId}-`));
    expect(create?.stripeVersion).toMatch(/^\d{4}-\d{2}-\d{2}/);

    expect(started.customerId).toMatch(/^cus_/);
    expect(started.subscriptionId).toMatch(/^sub_/);
    const subscription = fake.subscriptions.get(started.subscriptionId);
    expect(subscription?.status).toBe('trialing');
    const setupIntent = fake.setupIntents.get(subscription?.pending_setup_intent as string);
    expect(started.clientSecret).toBe(setupIntent?.client_secret);
    expect(started.clientSecret).toMatch(/^seti_\w+_secret_\w+$/);
  });

  it('sends no coupon without the discount, reuses a known customer, and without a trial answers the invoice payment secret', async () => {
    const owner = await createTestBusiness(t.app);
    const first = await billing.provider.startSubscription(input(owner, { discountPercent: 0 }));
    fake.requests.length = 0;
    const again = await billing.provider.startSubscription(
      input(owner, { customerId: first.customerId, trialDays: 0, discountPercent: 0 }),
    );
    expect(fake.requestsTo('POST', '/v1/customers')).toHaveLength(0);
    const [create] = fake.requestsTo('POST', '/v1/subscriptions');
    expect(create?.params).not.toHaveProperty('discounts');
    expect(create?.params).not.toHaveProperty('trial_period_days');
    expect(again.customerId).toBe(first.customerId);
    expect(fake.subscriptions.get(again.subscriptionId)?.status).toBe('incomplete');
    expect(again.clientSecret).toMatch(/^pi_\w+_secret_\w+$/);
  });

  it('a retried start gets the same customer and subscription back (idempotency keys)', async () => {
    const owner = await createTestBusiness(t.app);
    const customersBefore = fake.customers.size;
    const subscriptionsBefore = fake.subscriptions.size;
    const first = await billing.provider.startSubscription(input(owner));
    const retried = await billing.provider.startSubscription(input(owner));
    expect(retried).toEqual(first);
    expect(fake.customers.size).toBe(customersBefore + 1);
    expect(fake.subscriptions.size).toBe(subscriptionsBefore + 1);
    const keys = fake.requestsTo('POST', '/v1/subscriptions').map((r) => r.idempotencyKey);
    expect(keys[0]).toBe(keys[1]);
  });

  it('answers a card secret: the pending SetupIntent, then a new off-session SetupIntent for the subscription', async () => {
    const owner = await createTestBusiness(t.app);
    const started = await billing.provider.startSubscription(input(owner));
    const ids = { customerId: started.customerId, subscriptionId: started.subscriptionId };
    expect(await billing.provider.newCardSecret(ids)).toBe(started.clientSecret);

    const setupIntentId = fake.subscriptions.get(started.subscriptionId)?.pending_setup_intent as string;
    fake.confirmSetupIntent(setupIntentId);
    fake.requests.length = 0;
    const secret = await billing.provider.newCardSecret(ids);
    expect(secret).not.toBe(started.clientSecret);
    expect(secret).toMatch(/^seti_\w+_secret_\w+$/);
    const [create] = fake.requestsTo('POST', '/v1/setup_intents');
    expect(create?.params).toMatchObject({
      customer: started.customerId,
      usage: 'off_session',
      metadata: { subscriptionId: started.subscriptionId },
    });
  });

  it('sets and clears cancel at period end', async () => {
    const owner = await createTestBusiness(t.app);
    const started = await billing.provider.startSubscription(input(owner));
    await billing.provider.setCancelAtPeriodEnd(started.subscriptionId, true);
    expect(fake.subscriptions.get(started.subscriptionId)?.cancel_at_period_end).toBe(true);
    await billing.provider.setCancelAtPeriodEnd(started.subscriptionId, false);
    expect(fake.subscriptions.get(started.subscriptionId)?.cancel_at_period_end).toBe(false);
  });

  it("rejects with Stripe's error when Stripe refuses", async () => {
    const owner = await createTestBusiness(t.app);
    fake.failNext(402, { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' });
    await expect(billing.provider.startSubscription(input(owner))).rejects.toThrow('Your card was declined.');
    expect(billing.provider.name).toBe('stripe');
    expect(billing.provider.publishableKey).toBe(FAKE_STRIPE_PUBLISHABLE_KEY);
  });
});

describe('POST /api/stripe/webhook', () => {
  it('refuses a missing, wrong or stale signature with 400 and changes nothing', async () => {
    const owner = await createTestBusiness(t.app);
    const before = await businessRow(owner.user.businessId);
    const subscription = {
      id: 'sub_forged',
      object: 'subscription',
      customer: 'cus_forged',
      status: 'active',
      metadata: { businessId: String(owner.user.businessId) },
      items: {
        object: 'list',
        data: [{ price: { id: 'price_enterprise_monthly' }, current_period_end: 2e9 }],
      },
    };
    const event = stripeEvent('customer.subscription.created', subscription);
    const good = signedWebhook(event);

    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      payload: good.payload,
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json()).toEqual({ message: 'Invalid signature' });

    const wrongSecret = await deliver(event, { secret: 'whsec_someone_else' });
    expect(wrongSecret.statusCode).toBe(400);
    expect(wrongSecret.json()).toEqual({ message: 'Invalid signature' });

    const tampered = await t.app.inject({ ...good, payload: good.payload.replace('"active"', '"trialing"') });
    expect(tampered.statusCode).toBe(400);

    // Stripe's tolerance is 300 s: an event signed 301 s ago is refused, even with the right secret.
    const stale = await deliver(event, { timestamp: Math.floor(Date.now() / 1000) - 301 });
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toEqual({ message: 'Invalid signature' });

    const empty = await t.app.inject({ ...good, payload: '' });
    expect(empty.statusCode).toBe(400);

    expect(await businessRow(owner.user.businessId)).toEqual(before);
    const recorded = await t.db
      .select()
      .from(stripeEvents)
      .where(eq(stripeEvents.id, event.id as string));
    expect(recorded).toEqual([]);
  });

  it('takes a signed event without Origin or Sec-Fetch-Site (as Stripe sends it), but not a cross-site one', async () => {
    const event = signedWebhook(stripeEvent('balance.available', { object: 'balance' }));
    expect(event.headers).not.toHaveProperty('origin');
    const fromStripe = await t.app.inject(event);
    expect(fromStripe.statusCode).toBe(200);
    expect(fromStripe.json()).toEqual({ received: true });

    const fromABrowser = await t.app.inject({
      ...signedWebhook(stripeEvent('balance.available', { object: 'balance' })),
      headers: { ...event.headers, origin: 'https://evil.example' },
    });
    expect(fromABrowser.statusCode).toBe(403);
  });

  it('customer.subscription.created links the business by metadata and starts the Enterprise trial', async () => {
    const { businessId, started, subscription } = await subscribedBusiness();
    const b = await businessRow(businessId);
    const item = (subscription.items as { data: Array<{ current_period_end: number }> }).data[0];
    expect(b).toMatchObject({
      subscriptionTier: 'enterprise',
      subscriptionStatus: 'active',
      billingProvider: 'stripe',
      stripeCustomerId: started.customerId,
      stripeSubscriptionId: started.subscriptionId,
      cancelAtPeriodEnd: false,
      cardBrand: null,
    });
    expect(b.trialEndsAt?.getTime()).toBe((subscription.trial_end as number) * 1000);
    expect(b.trialEndsAt?.getTime()).toBeGreaterThan(Date.now() + 89 * DAY_MS);
    // API version 2025-03-31 on: the period end is on the subscription's items.
    expect(b.subscriptionEndsAt?.getTime()).toBe((item?.current_period_end ?? 0) * 1000);
  });

  it('customer.subscription.updated copies the card, cancel at period end and a period end on the subscription', async () => {
    const { businessId, subscription } = await subscribedBusiness();
    fake.confirmSetupIntent(subscription.pending_setup_intent as string, {
      brand: 'mastercard',
      last4: '4444',
    });
    fake.requests.length = 0;
    const periodEnd = Math.floor(Date.now() / 1000) + 40 * 24 * 3600;
    const updated = await deliver(
      stripeEvent('customer.subscription.updated', {
        ...subscription,
        cancel_at_period_end: true,
        // Older API versions put the period on the subscription itself.
        current_period_end: periodEnd,
        items: { object: 'list', data: [{ price: { id: 'price_enterprise_monthly' } }] },
      }),
    );
    expect(updated.statusCode).toBe(200);
    expect(fake.requestsTo('GET', `/v1/payment_methods/${subscription.default_payment_method}`)).toHaveLength(
      1,
    );
    const b = await businessRow(businessId);
    expect(b).toMatchObject({ cardBrand: 'mastercard', cardLast4: '4444', cancelAtPeriodEnd: true });
    expect(b.subscriptionEndsAt?.getTime()).toBe(periodEnd * 1000);
  });

  it('a canceled subscription makes the business inactive', async () => {
    const { businessId, subscription } = await subscribedBusiness();
    const canceled = await deliver(
      stripeEvent('customer.subscription.updated', { ...subscription, status: 'canceled', ended_at: 1 }),
    );
    expect(canceled.statusCode).toBe(200);
    expect((await businessRow(businessId)).subscriptionStatus).toBe('inactive');
  });

  it('customer.subscription.deleted ends the plan; news of an older subscription changes nothing', async () => {
    const { businessId, subscription } = await subscribedBusiness();
    await deliver(
      stripeEvent('customer.subscription.deleted', { ...subscription, id: 'sub_older', status: 'canceled' }),
    );
    expect((await businessRow(businessId)).subscriptionStatus).toBe('active');

    const cancelAtEnd = await deliver(
      stripeEvent('customer.subscription.updated', { ...subscription, cancel_at_period_end: true }),
    );
    expect(cancelAtEnd.statusCode).toBe(200);
    const deleted = await deliver(
      stripeEvent('customer.subscription.deleted', { ...subscription, status: 'canceled' }),
    );
    expect(deleted.statusCode).toBe(200);
    expect(await businessRow(businessId)).toMatchObject({
      subscriptionStatus: 'inactive',
      cancelAtPeriodEnd: false,
    });
  });

  it('invoice.paid records the invoice and makes the plan active; a replay adds no second row and changes nothing', async () => {
    const { businessId, subscription } = await subscribedBusiness();
    await deliver(stripeEvent('customer.subscription.updated', { ...subscription, status: 'past_due' }));
    const failed = fake.createInvoice(subscription.id as string, {
      paid: false,
      attemptCount: 1,
      nextPaymentAttempt: Math.floor(Date.now() / 1000) + 3 * 24 * 3600,
    });
    await deliver(stripeEvent('invoice.payment_failed', failed));
    expect((await businessRow(businessId)).failedPaymentAttempts).toBe(1);

    const invoice: Record<string, unknown> = {
      ...failed,
      status: 'paid',
      amount_paid: 1999,
      amount_remaining: 0,
      attempt_count: 2,
    };
    const paid = stripeEvent('invoice.paid', invoice);
    const first = await deliver(paid);
    expect(first.statusCode).toBe(200);
    const b = await businessRow(businessId);
    expect(b).toMatchObject({
      subscriptionStatus: 'active',
      failedPaymentAttempts: 0,
      nextPaymentAttemptAt: null,
    });
    const line = (invoice.lines as { data: Array<{ period: { start: number; end: number } }> }).data[0];
    expect(await invoicesOf(businessId)).toEqual([
      expect.objectContaining({
        providerInvoiceId: invoice.id,
        number: invoice.number,
        description: '1 × Enterprise (at $19.99 / month)',
        amountCents: 1999,
        status: 'paid',
        periodStart: new Date((line?.period.start ?? 0) * 1000),
        periodEnd: new Date((line?.period.end ?? 0) * 1000),
      }),
    ]);

    // A replay of the same event id: acknowledged, and neither a second row nor any change.
    const updatedAt = b.updatedAt;
    const replay = await deliver(paid);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true });
    expect(await invoicesOf(businessId)).toHaveLength(1);
    expect((await businessRow(businessId)).updatedAt).toEqual(updatedAt);

    // Replaying an older event doesn't undo what came after it either.
    const ended = stripeEvent('customer.subscription.updated', { ...subscription, status: 'canceled' });
    await deliver(ended);
    expect((await businessRow(businessId)).subscriptionStatus).toBe('inactive');
    await deliver(paid);
    expect((await businessRow(businessId)).subscriptionStatus).toBe('inactive');
  });

  it('invoice.payment_failed keeps the plan while Stripe retries, and ends it when the retries are over', async () => {
    const { businessId, subscription } = await subscribedBusiness();
    const retryAt = Math.floor(Date.now() / 1000) + 5 * 24 * 3600;
    const invoice = fake.createInvoice(subscription.id as string, {
      paid: false,
      attemptCount: 2,
      nextPaymentAttempt: retryAt,
    });
    expect((await deliver(stripeEvent('invoice.payment_failed', invoice))).statusCode).toBe(200);
    let b = await businessRow(businessId);
    expect(b).toMatchObject({ subscriptionStatus: 'active', failedPaymentAttempts: 2 });
    expect(b.nextPaymentAttemptAt?.getTime()).toBe(retryAt * 1000);

    const lastTry = { ...invoice, attempt_count: 4, next_payment_attempt: null };
    expect((await deliver(stripeEvent('invoice.payment_failed', lastTry))).statusCode).toBe(200);
    b = await businessRow(businessId);
    expect(b).toMatchObject({
      subscriptionStatus: 'inactive',
      failedPaymentAttempts: 4,
      nextPaymentAttemptAt: null,
    });
    expect(await invoicesOf(businessId)).toEqual([
      expect.objectContaining({ providerInvoiceId: invoice.id, status: 'open', amountCents: 1999 }),
    ]);
  });

  it('setup_intent.succeeded for a card change makes the card the default and shows it', async () => {
    const { businessId, started, subscription } = await subscribedBusiness();
    // The trial's own SetupIntent got a card already; a change of card is a SetupIntent of its own.
    fake.confirmSetupIntent(subscription.pending_setup_intent as string);
    const secret = await billing.provider.newCardSecret({
      customerId: started.customerId,
      subscriptionId: started.subscriptionId,
    });
    const setupIntentId = secret.split('_secret_')[0] as string;
    const { paymentMethodId } = fake.confirmSetupIntent(setupIntentId, { brand: 'amex', last4: '0005' });
    const intent = fake.setupIntents.get(setupIntentId) ?? {};
    expect((await deliver(stripeEvent('setup_intent.succeeded', intent))).statusCode).toBe(200);
    expect(fake.subscriptions.get(started.subscriptionId)?.default_payment_method).toBe(paymentMethodId);
    expect(await businessRow(businessId)).toMatchObject({ cardBrand: 'amex', cardLast4: '0005' });
  });

  it('acknowledges and records event types it does not use, and events of unknown customers', async () => {
    const unknownType = stripeEvent('customer.subscription.trial_will_end', {
      id: 'sub_x',
      customer: 'cus_x',
    });
    expect((await deliver(unknownType)).statusCode).toBe(200);
    const nobody = stripeEvent('invoice.paid', {
      id: 'in_nobody',
      object: 'invoice',
      customer: 'cus_nobody',
    });
    expect((await deliver(nobody)).statusCode).toBe(200);
    const recorded = await t.db.select().from(stripeEvents);
    expect(recorded.map((e) => e.id)).toEqual(expect.arrayContaining([unknownType.id, nobody.id]));
    const rows = await t.db
      .select()
      .from(subscriptionInvoices)
      .where(eq(subscriptionInvoices.providerInvoiceId, 'in_nobody'));
    expect(rows).toEqual([]);
  });
});

describe('without Stripe', () => {
  it('answers 404 on a server with the demo provider', async () => {
    const demo = await createTestApp();
    registerStripeWebhookRoutes(demo.app, { db: demo.db, billing: { provider: demoProvider } });
    const response = await demo.app.inject(signedWebhook(stripeEvent('invoice.paid', { id: 'in_1' })));
    expect(response.statusCode).toBe(404);
  });
});
