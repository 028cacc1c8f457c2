import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { sessionCookie } from '../../core/cookies';
import { createSession } from '../../core/session-store';
import { businesses, memberships, promotionalCounters, users } from '../../db/schema/index';

// PGlite runs one session at a time, so only PostgreSQL can show 600 first subscriptions racing for 500 discounts.
describe('600 businesses subscribing at once for the 500 launch discounts', () => {
  let t: TestApp;
  const cookies: string[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    // Owners are inserted directly: 600 sign-ups would spend a minute hashing passwords, which isn't the race.
    await t.db.transaction(async (tx) => {
      for (let i = 0; i < 600; i++) {
        const [user] = await tx
          .insert(users)
          .values({ email: `racer-${i}@example.com`, passwordHash: 'not-a-password' })
          .returning({ id: users.id });
        const [business] = await tx
          .insert(businesses)
          .values({ name: `Racer ${i}`, slug: `racer-${i}` })
          .returning({ id: businesses.id });
        if (!user || !business) throw new Error('insert returned nothing');
        await tx.insert(memberships).values({ userId: user.id, businessId: business.id, role: 'owner' });
        const { token } = await createSession(tx, { userId: user.id, businessId: business.id });
        cookies.push(`${sessionCookie()}=${token}`);
      }
    });
  }, 120_000);

  it('gives exactly 500 discounts, stops the counter at 500 and ends the offer', async () => {
    const responses = await Promise.all(
      cookies.map((cookie) =>
        t.app.inject({
          method: 'POST',
          url: '/api/create-subscription-demo',
          headers: { cookie },
          payload: { priceId: 'price_enterprise_monthly', tier: 'enterprise' },
        }),
      ),
    );
    expect(responses.map((r) => r.statusCode).filter((c) => c !== 200)).toEqual([]);

    const [counts] = await t.db
      .select({
        discounted: sql<number>`count(*) filter (where ${businesses.hasPromotionalDiscount})::int`,
        trials: sql<number>`count(*) filter (where ${businesses.subscriptionTier} = 'enterprise' and ${businesses.subscriptionStatus} = 'active')::int`,
      })
      .from(businesses)
      .where(sql`${businesses.slug} like 'racer-%'`);
    expect(counts).toEqual({ discounted: 500, trials: 600 });
    const [counter] = await t.db
      .select()
      .from(promotionalCounters)
      .where(eq(promotionalCounters.counterName, 'launch_promo'));
    expect(counter?.currentCount).toBe(500);

    const status = (await t.app.inject({ method: 'GET', url: '/api/promo/status' })).json();
    expect(status).toMatchObject({
      isActive: false,
      remainingDiscounts: 0,
      usedDiscounts: 500,
      totalDiscounts: 500,
    });

    // Each business asks again: nobody claims a second time, and the counter stays put.
    await Promise.all(
      cookies.slice(0, 50).map((cookie) =>
        t.app.inject({
          method: 'POST',
          url: '/api/create-subscription',
          headers: { cookie },
          payload: { priceId: 'price_enterprise_monthly', tier: 'enterprise' },
        }),
      ),
    );
    const [again] = await t.db
      .select()
      .from(promotionalCounters)
      .where(eq(promotionalCounters.counterName, 'launch_promo'));
    expect(again?.currentCount).toBe(500);
  }, 120_000);
});
