import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setPlan } from '../../../../tests/support/plans';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { CODE_USED_UP } from '../../../contract/offers';
import { offerRedemptions, offers, sales } from '../../db/schema/index';
import { addProduct, caller, commerceBusiness } from '../products/commerce-fixtures';
import { addService, booking, daysAhead, schedulingBusiness } from '../slots/scheduling-fixtures';

// PGlite runs one session at a time, so only PostgreSQL can show uses of one code truly racing.
describe('concurrent uses of a code with a usage limit of 5', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });

  it('20 sales at once: exactly 5 get the discount, 15 are refused, the count ends at 5', async () => {
    const biz = await commerceBusiness(t.app);
    await setPlan(t.db, biz.businessId, 'premium');
    const call = caller(t.app);
    const product = await addProduct(t.app, biz.cookie, { price: 40, stockQuantity: 100 });
    const created = await call('POST', '/api/offers', biz.cookie, {
      name: 'Flash',
      type: 'percentage',
      value: 25,
      code: 'FLASH25',
      usageLimit: 5,
    });
    const offerId = created.json().id;
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call('POST', '/api/sales', biz.cookie, {
          channel: i % 2 ? 'pos' : 'sales',
          items: [{ productId: product.id, quantity: 1 }],
          offerCode: 'flash25',
        }),
      ),
    );
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(5);
    expect(codes.filter((c) => c === 400)).toHaveLength(15);
    for (const r of responses.filter((r) => r.statusCode === 400))
      expect(r.json().message).toBe(CODE_USED_UP);
    for (const r of responses.filter((r) => r.statusCode === 201))
      expect(r.json().discountAmount).toBe('10.00');

    const [row] = await t.db.select().from(offers).where(eq(offers.id, offerId));
    expect(row?.usageCount).toBe(5);
    expect(
      await t.db.select().from(offerRedemptions).where(eq(offerRedemptions.offerId, offerId)),
    ).toHaveLength(5);
    const discounted = await t.db.select().from(sales).where(eq(sales.offerId, offerId));
    expect(discounted).toHaveLength(5);
  });

  it('20 bookings at once from the public page: exactly 5 carry the discount', async () => {
    const biz = await schedulingBusiness(t.app, t.db, { tier: 'premium' });
    const call = caller(t.app);
    const service = await addService(t.app, biz.cookie, { duration: 15, price: 50 });
    await call('POST', '/api/offers', biz.cookie, {
      name: 'Five bookings',
      type: 'fixed_amount',
      value: 5,
      code: 'BOOK5',
      usageLimit: 5,
    });
    // Different days, so the slot itself never decides: only the code's limit does.
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: `/api/public/businesses/${biz.user.businessSlug}/appointments`,
          remoteAddress: `10.77.0.${i + 1}`,
          payload: {
            ...booking(service.id, {
              date: daysAhead(12 + i),
              startTime: '10:00',
              clientEmail: `racer${i}@example.com`,
            }),
            offerCode: 'BOOK5',
          },
        }),
      ),
    );
    const booked = responses.filter((r) => r.statusCode === 201);
    expect(booked).toHaveLength(5);
    for (const r of booked) expect(r.json()).toMatchObject({ price: '45.00', discountAmount: '5.00' });
    for (const r of responses.filter((r) => r.statusCode !== 201)) {
      expect(r.statusCode).toBe(400);
      expect(r.json().message).toBe(CODE_USED_UP);
    }
  });
});
