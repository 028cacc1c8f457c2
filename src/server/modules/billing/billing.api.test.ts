import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestBusiness, type TestBusiness } from '../../../../tests/support/factories';
import { setPlan } from '../../../../tests/support/plans';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { businesses } from '../../db/schema/index';
import { runDemoBillingLifecycle } from './lifecycle';

let t: TestApp;
const DAY = 24 * 60 * 60 * 1000;
const enterprise = { priceId: 'price_enterprise_monthly', tier: 'enterprise' };

beforeAll(async () => {
  t = await createTestApp();
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

const subscription = async (owner: TestBusiness) =>
  (await call('GET', '/api/subscription', owner.cookie)).json();
const promo = async () => (await call('GET', '/api/promo/status')).json();

async function startTrial(owner: TestBusiness) {
  const response = await call('POST', '/api/create-subscription-demo', owner.cookie, enterprise);
  expect(response.statusCode).toBe(200);
  return response.json() as { message: string; clientSecret: string };
}

async function addCard(owner: TestBusiness, cardNumber: string, clientSecret?: string) {
  const secret =
    clientSecret ??
    (await call('POST', '/api/create-subscription', owner.cookie, enterprise)).json().clientSecret;
  return call('POST', '/api/subscription/card', owner.cookie, {
    clientSecret: secret,
    cardNumber,
    expiry: '12/34',
    cvc: '123',
  });
}

describe('plans and the launch offer', () => {
  it('lists the catalogue with Enterprise at 1999 cents and a 90-day trial', async () => {
    const response = await call('GET', '/api/plans');
    expect(response.statusCode).toBe(200);
    const ent = response.json().find((p: { tier: string }) => p.tier === 'enterprise');
    expect(ent).toMatchObject({
      priceId: 'price_enterprise_monthly',
      monthlyPriceCents: 1999,
      trialDays: 90,
      monthlyAppointmentLimit: -1,
    });
    expect(ent.features).toEqual(
      expect.arrayContaining(['multi_user', 'api_access', 'custom_branding', 'chat']),
    );
  });

  it('answers the promo status from the counter', async () => {
    const before = await promo();
    expect(before).toMatchObject({ isActive: true, totalDiscounts: 500 });
    expect(before.remainingDiscounts + before.usedDiscounts).toBe(500);
    const owner = await createTestBusiness(t.app);
    await startTrial(owner);
    const after = await promo();
    expect(after.usedDiscounts).toBe(before.usedDiscounts + 1);
    expect(after.remainingDiscounts).toBe(before.remainingDiscounts - 1);
    expect(after.message).toContain(`${after.remainingDiscounts} of 500`);
  });
});

describe('starting a plan through the demo provider', () => {
  it('starts a new owner on a 90-day Enterprise trial with the launch discount, claimed once', async () => {
    const owner = await createTestBusiness(t.app);
    expect(await subscription(owner)).toMatchObject({
      subscriptionTier: 'free',
      subscriptionStatus: 'inactive',
      provider: null,
      card: null,
      nextChargeCents: null,
    });
    const used = (await promo()).usedDiscounts;
    const started = await startTrial(owner);
    expect(started.message).toBe('Subscription created successfully');
    expect(started.clientSecret).toMatch(/^demo_seti_/);
    const sub = await subscription(owner);
    expect(sub).toMatchObject({
      subscriptionTier: 'enterprise',
      subscriptionStatus: 'active',
      hasPromotionalDiscount: true,
      promotionalDiscountPercent: 50,
      cancelAtPeriodEnd: false,
      provider: 'demo',
      nextChargeCents: 999,
    });
    const trialDays = (Date.parse(sub.trialEndsAt) - Date.now()) / DAY;
    expect(trialDays).toBeGreaterThan(89.9);
    expect(trialDays).toBeLessThan(90.1);
    expect(sub.subscriptionEndsAt).toBe(sub.trialEndsAt);

    // A second start (either call) is the same subscription: no second discount, no second trial invoice.
    await startTrial(owner);
    expect((await call('POST', '/api/create-subscription', owner.cookie, enterprise)).statusCode).toBe(200);
    expect((await promo()).usedDiscounts).toBe(used + 1);
    const invoices = (await call('GET', '/api/subscription/invoices', owner.cookie)).json();
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({
      amountCents: 0,
      status: 'paid',
      description: expect.stringContaining('free trial'),
    });
  });

  it('refuses a plan that is not sold, or a tier that does not match its price', async () => {
    const owner = await createTestBusiness(t.app);
    const unknown = await call('POST', '/api/create-subscription', owner.cookie, {
      priceId: 'price_nope',
      tier: 'enterprise',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([{ path: 'priceId', message: 'This plan is not offered' }]);
    const mismatch = await call('POST', '/api/create-subscription-demo', owner.cookie, {
      priceId: 'price_enterprise_monthly',
      tier: 'basic',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors[0].path).toBe('tier');
    expect(await subscription(owner)).toMatchObject({ subscriptionTier: 'free' });
  });

  it('declines 4000 0000 0000 0002 with the provider message and keeps 4242 4242 4242 4242', async () => {
    const owner = await createTestBusiness(t.app);
    const { clientSecret } = await startTrial(owner);
    const declined = await addCard(owner, '4000 0000 0000 0002', clientSecret);
    expect(declined.statusCode).toBe(402);
    expect(declined.json().message).toBe('Your card was declined.');
    const invalid = await addCard(owner, '4242 4242 4242 4241', clientSecret);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toEqual([{ path: 'cardNumber', message: 'Your card number is invalid.' }]);
    const ok = await addCard(owner, '4242 4242 4242 4242', clientSecret);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ card: { brand: 'visa', last4: '4242' }, subscriptionStatus: 'active' });
    // The secret was used up: the form must start again.
    expect((await addCard(owner, '4242 4242 4242 4242', clientSecret)).statusCode).toBe(409);
  });

  it('cancels at the end of the period and resumes', async () => {
    const owner = await createTestBusiness(t.app);
    expect((await call('POST', '/api/subscription/cancel', owner.cookie)).statusCode).toBe(409);
    await startTrial(owner);
    const cancelled = await call('POST', '/api/subscription/cancel', owner.cookie);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      cancelAtPeriodEnd: true,
      subscriptionStatus: 'active',
      nextChargeCents: null,
    });
    const resumed = await call('POST', '/api/subscription/resume', owner.cookie);
    expect(resumed.json()).toMatchObject({ cancelAtPeriodEnd: false, nextChargeCents: 999 });
  });

  it('lets only a signed-in owner change the plan', async () => {
    expect((await call('POST', '/api/create-subscription-demo', undefined, enterprise)).statusCode).toBe(401);
    expect((await call('GET', '/api/subscription')).statusCode).toBe(401);
  });
});

describe('the demo lifecycle', () => {
  async function trialBusiness(card?: string) {
    const owner = await createTestBusiness(t.app);
    const { clientSecret } = await startTrial(owner);
    if (card) expect((await addCard(owner, card, clientSecret)).statusCode).toBe(200);
    return owner;
  }
  const afterTrial = () => new Date(Date.now() + 91 * DAY);

  it('ends a trial without a card, and charges the discounted price to a card', async () => {
    const noCard = await trialBusiness();
    const withCard = await trialBusiness('4242424242424242');
    await runDemoBillingLifecycle(t.db, afterTrial(), 10_000);
    expect(await subscription(noCard)).toMatchObject({
      subscriptionTier: 'enterprise',
      subscriptionStatus: 'inactive',
    });
    const paid = await subscription(withCard);
    expect(paid).toMatchObject({ subscriptionStatus: 'active', nextChargeCents: 999 });
    expect(Date.parse(paid.subscriptionEndsAt)).toBeGreaterThan(Date.now() + 115 * DAY);
    const invoices = (await call('GET', '/api/subscription/invoices', withCard.cookie)).json();
    expect(invoices[0]).toMatchObject({ amountCents: 999, status: 'paid' });
    // The inactive business is held to the free tier's limits at once.
    const chat = await call('GET', '/api/chat/rooms', noCard.cookie);
    expect(chat.statusCode).toBe(403);
    expect(chat.json().message).toBe('This feature requires a paid subscription.');
  });

  it('ends a cancelled plan at the end of its period', async () => {
    const owner = await trialBusiness('4242424242424242');
    await call('POST', '/api/subscription/cancel', owner.cookie);
    await runDemoBillingLifecycle(t.db, afterTrial(), 10_000);
    expect(await subscription(owner)).toMatchObject({
      subscriptionStatus: 'inactive',
      cancelAtPeriodEnd: false,
    });
    expect((await call('POST', '/api/subscription/resume', owner.cookie)).statusCode).toBe(409);
  });

  it('retries a failing card three times, then makes the plan inactive', async () => {
    const owner = await trialBusiness('4000000000000341');
    let now = afterTrial();
    for (let attempt = 1; attempt <= 3; attempt++) {
      await runDemoBillingLifecycle(t.db, now, 10_000);
      expect(await subscription(owner)).toMatchObject({ subscriptionStatus: 'active' });
      now = new Date(now.getTime() + 6 * DAY);
    }
    await runDemoBillingLifecycle(t.db, now, 10_000);
    expect(await subscription(owner)).toMatchObject({ subscriptionStatus: 'inactive' });
    const invoices = (await call('GET', '/api/subscription/invoices', owner.cookie)).json();
    expect(invoices[0]).toMatchObject({ amountCents: 999, status: 'uncollectible' });
    // A working card brings the plan back with a paid month.
    const again = await addCard(owner, '4242424242424242');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ subscriptionStatus: 'active', card: { last4: '4242' } });
  });

  it('restarts a returning business without a second trial or discount', async () => {
    const owner = await trialBusiness();
    await runDemoBillingLifecycle(t.db, afterTrial(), 10_000);
    const used = (await promo()).usedDiscounts;
    const restarted = await call('POST', '/api/create-subscription', owner.cookie, enterprise);
    expect(restarted.statusCode).toBe(200);
    expect(await subscription(owner)).toMatchObject({ subscriptionStatus: 'inactive' });
    const paid = await addCard(owner, '4242424242424242', restarted.json().clientSecret);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ subscriptionStatus: 'active', hasPromotionalDiscount: true });
    expect((await promo()).usedDiscounts).toBe(used);
  });
});

describe('feature gates (spec §6): each feature, tier and status', () => {
  const tiers = ['free', 'basic', 'premium', 'enterprise'] as const;
  // Written out from spec §6, not computed: a non-free tier whose status is inactive gets the free tier.
  const expected: Record<string, Record<(typeof tiers)[number], boolean>> = {
    email_notifications: { free: false, basic: true, premium: true, enterprise: true },
    client_management: { free: false, basic: true, premium: true, enterprise: true },
    chat: { free: false, basic: false, premium: true, enterprise: true },
    analytics: { free: false, basic: false, premium: true, enterprise: true },
    unlimited_appointments: { free: false, basic: false, premium: true, enterprise: true },
    api_access: { free: false, basic: false, premium: false, enterprise: true },
    custom_branding: { free: false, basic: false, premium: false, enterprise: true },
    multi_user: { free: false, basic: false, premium: false, enterprise: true },
  };
  let owner: TestBusiness;
  let bookings = 0;
  let stylistId = 0;
  beforeAll(async () => {
    owner = await createTestBusiness(t.app);
    const stylist = await call('POST', '/api/staff', owner.cookie, {
      firstName: 'Gate',
      lastName: 'Stylist',
      email: `gate-stylist-${owner.user.businessId}@example.com`,
      role: 'staff',
    });
    stylistId = stylist.json().id;
  });

  const probe: Record<string, () => Promise<boolean>> = {
    client_management: async () => (await call('GET', '/api/clients', owner.cookie)).statusCode === 200,
    chat: async () => (await call('GET', '/api/chat/rooms', owner.cookie)).statusCode === 200,
    analytics: async () =>
      (await call('GET', '/api/payments/report?startDate=2026-01-01&endDate=2026-01-31', owner.cookie))
        .statusCode === 200,
    multi_user: async () =>
      (await call('POST', `/api/staff/${stylistId}/invite`, owner.cookie)).statusCode === 201,
    unlimited_appointments: async () =>
      (await call('GET', '/api/plan/usage', owner.cookie)).json().limit === -1,
    api_access: async () => (await call('GET', '/api/tokens', owner.cookie)).statusCode === 200,
    custom_branding: async () =>
      (await call('PUT', '/api/business/branding', owner.cookie, { logoUrl: null, accentColor: '#112233' }))
        .statusCode === 200,
    email_notifications: async () => {
      const service = await call('POST', '/api/services', owner.cookie, {
        name: `Cut ${Math.random()}`,
        duration: 30,
        price: '20.00',
      });
      const outboxBefore = await t.db.execute('select count(*)::int as n from outbox');
      const n0 = (outboxBefore as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
      bookings += 1;
      const day = new Date(Date.now() + (40 + bookings) * DAY).toISOString().slice(0, 10);
      const booked = await call('POST', '/api/appointments', owner.cookie, {
        clientName: 'Gate Client',
        clientEmail: 'gate@example.com',
        serviceId: service.json().id,
        date: day,
        startTime: '10:00',
      });
      expect(booked.statusCode).toBe(201);
      const outboxAfter = await t.db.execute('select count(*)::int as n from outbox');
      return ((outboxAfter as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0) > n0;
    },
  };

  for (const tier of tiers) {
    for (const status of ['active', 'inactive'] as const) {
      it(`${tier} (${status})`, async () => {
        await setPlan(t.db, owner.user.businessId, tier, status);
        const effective = status === 'active' || tier === 'free' ? tier : 'free';
        const answers: Record<string, boolean> = {};
        for (const feature of Object.keys(expected))
          answers[feature] = await (probe[feature] as () => Promise<boolean>)();
        const wanted = Object.fromEntries(
          Object.entries(expected).map(([f, byTier]) => [f, byTier[effective]]),
        );
        expect(answers).toEqual(wanted);
      });
    }
  }
});

describe('API tokens (api_access)', () => {
  it('shows a token once, keeps only its hash, works as a bearer token, and stops when revoked', async () => {
    const owner = await createTestBusiness(t.app);
    await setPlan(t.db, owner.user.businessId, 'enterprise');
    const created = await call('POST', '/api/tokens', owner.cookie, { name: 'Zapier' });
    expect(created.statusCode).toBe(201);
    const { token, id, prefix } = created.json();
    expect(token).toMatch(/^fd_pat_/);
    expect(token.startsWith(prefix)).toBe(true);
    const stored = await t.db.execute(`select token_hash from api_tokens where id = ${Number(id)}`);
    expect(JSON.stringify(stored)).not.toContain(token);

    const bearer = { authorization: `Bearer ${token}` };
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer });
    expect(me.statusCode).toBe(200);
    expect(me.json().businessId).toBe(owner.user.businessId);
    const listed = (await call('GET', '/api/tokens', owner.cookie)).json();
    expect(listed).toHaveLength(1);
    expect(listed[0]).not.toHaveProperty('token');
    expect(listed[0].lastUsedAt).not.toBeNull();

    // A token can't mint tokens or change the plan.
    const mint = await t.app.inject({
      method: 'POST',
      url: '/api/tokens',
      headers: bearer,
      payload: { name: 'x' },
    });
    expect(mint.statusCode).toBe(403);
    // Without the plan feature it stops working.
    await setPlan(t.db, owner.user.businessId, 'enterprise', 'inactive');
    expect((await t.app.inject({ method: 'GET', url: '/api/services', headers: bearer })).statusCode).toBe(
      403,
    );
    await setPlan(t.db, owner.user.businessId, 'enterprise');
    expect((await t.app.inject({ method: 'GET', url: '/api/services', headers: bearer })).statusCode).toBe(
      200,
    );

    expect((await call('DELETE', `/api/tokens/${id}`, owner.cookie)).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: '/api/services', headers: bearer })).statusCode).toBe(
      401,
    );
    expect((await call('DELETE', `/api/tokens/${id}`, owner.cookie)).statusCode).toBe(404);
  });

  it("never reaches another business's token", async () => {
    const a = await createTestBusiness(t.app);
    const b = await createTestBusiness(t.app);
    await setPlan(t.db, a.user.businessId, 'enterprise');
    await setPlan(t.db, b.user.businessId, 'enterprise');
    const { id } = (await call('POST', '/api/tokens', a.cookie, { name: 'A' })).json();
    expect((await call('DELETE', `/api/tokens/${id}`, b.cookie)).statusCode).toBe(404);
    expect((await call('GET', '/api/tokens', b.cookie)).json()).toEqual([]);
  });
});

describe('custom branding', () => {
  it('shows the logo and colour on the public page only while the plan includes it', async () => {
    const owner = await createTestBusiness(t.app);
    const body = { logoUrl: 'https://cdn.example.com/logo.png', accentColor: '#AA3366' };
    expect((await call('PUT', '/api/business/branding', owner.cookie, body)).statusCode).toBe(403);
    await setPlan(t.db, owner.user.businessId, 'enterprise');
    const bad = await call('PUT', '/api/business/branding', owner.cookie, {
      logoUrl: 'javascript:alert(1)',
      accentColor: 'red',
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['accentColor', 'logoUrl']);
    const saved = await call('PUT', '/api/business/branding', owner.cookie, body);
    expect(saved.json()).toMatchObject({ logoUrl: body.logoUrl, accentColor: '#aa3366' });
    const page = () => call('GET', `/api/public/businesses/${owner.user.businessSlug}`);
    expect((await page()).json().branding).toEqual({ logoUrl: body.logoUrl, accentColor: '#aa3366' });
    await t.db
      .update(businesses)
      .set({ subscriptionStatus: 'inactive' })
      .where(eq(businesses.id, owner.user.businessId));
    expect((await page()).json().branding).toBeNull();
  });
});
