import { beforeAll, describe, expect, it } from 'vitest';
import { createTestBusiness, type TestBusiness } from '../../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';

let t: TestApp;
let salon: TestBusiness;
let spa: TestBusiness;

beforeAll(async () => {
  t = await createTestApp();
  salon = await createTestBusiness(t.app, { businessName: 'North Salon', firstName: 'Nora' });
  spa = await createTestBusiness(t.app, { businessName: 'South Spa', firstName: 'Sam' });
});

const get = (url: string, who: TestBusiness) => t.app.inject({ url, headers: { cookie: who.cookie } });

describe('tenancy', () => {
  it('GET /api/business answers the session business only', async () => {
    const mine = await get('/api/business', salon);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({
      id: salon.user.businessId,
      name: 'North Salon',
      slug: 'north-salon',
    });
    expect(mine.json()).not.toHaveProperty('stripeCustomerId');
    const theirs = await get('/api/business', spa);
    expect(theirs.json()).toMatchObject({ id: spa.user.businessId, name: 'South Spa' });
  });

  it("never shows the owner's sign-in email to clients: the public contact email starts empty (issue 32 F7)", async () => {
    expect((await get('/api/business', salon)).json().email).toBeNull();
    const shown = await t.app.inject({ url: `/api/public/businesses/${salon.user.businessSlug}` });
    expect(shown.statusCode).toBe(200);
    expect(shown.json().email).toBeNull();
    expect(shown.body).not.toContain(salon.email);
    const set = await t.app.inject({
      method: 'PUT',
      url: '/api/business',
      headers: { cookie: salon.cookie },
      payload: { email: 'hello@north-salon.example' },
    });
    expect(set.statusCode).toBe(200);
    const after = await t.app.inject({ url: `/api/public/businesses/${salon.user.businessSlug}` });
    expect(after.json().email).toBe('hello@north-salon.example');
  });

  it('lists only the members of the session business', async () => {
    const members = (await get('/api/business/members', salon)).json();
    expect(members).toEqual([
      expect.objectContaining({
        userId: salon.user.id,
        email: salon.email,
        firstName: 'Nora',
        role: 'owner',
      }),
    ]);
  });

  it("answers 404 for another business's member, like a missing one", async () => {
    const spaMembers = (await get('/api/business/members', spa)).json();
    const spaOwnerMembership = spaMembers[0].id as number;
    const other = await get(`/api/business/members/${spaOwnerMembership}`, salon);
    expect(other.statusCode).toBe(404);
    const missing = await get('/api/business/members/999999', salon);
    expect(missing.statusCode).toBe(404);
    expect(other.json()).toEqual(missing.json());
    expect((await get('/api/business/members/not-a-number', salon)).statusCode).toBe(404);
    expect((await get(`/api/business/members/${spaOwnerMembership}`, spa)).statusCode).toBe(200);
  });

  it('the body cannot move a write to another business', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/business',
      headers: { cookie: salon.cookie },
      payload: { id: spa.user.businessId, name: 'Hijacked' },
    });
    expect(response.statusCode).toBe(400);
    expect((await get('/api/business', spa)).json().name).toBe('South Spa');
  });

  it('the owner updates the business profile', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/business',
      headers: { cookie: salon.cookie },
      payload: { phone: '(555) 010-2000', hoursText: 'Mon-Fri 9AM-6PM' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'North Salon', phone: '(555) 010-2000' });
  });

  it('an empty update changes nothing and answers the profile', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/business',
      headers: { cookie: spa.cookie },
      payload: {},
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: spa.user.businessId, name: 'South Spa' });
  });

  it('business calls need a session', async () => {
    for (const url of [
      '/api/business',
      '/api/business/members',
      '/api/subscription',
      '/api/notifications/count',
    ]) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(401);
    }
  });

  it('GET /api/subscription reads the plan of the business', async () => {
    expect((await get('/api/subscription', salon)).json()).toEqual({
      subscriptionTier: 'free',
      subscriptionStatus: 'inactive',
      subscriptionEndsAt: null,
      trialEndsAt: null,
      hasPromotionalDiscount: false,
      promotionalDiscountPercent: 0,
      cancelAtPeriodEnd: false,
      provider: null,
      card: null,
      nextChargeCents: null,
    });
  });

  it('GET /api/notifications/count starts at zero for a new business', async () => {
    expect((await get('/api/notifications/count', salon)).json()).toEqual({ count: 0 });
  });
});
