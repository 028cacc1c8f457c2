import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { refunds } from '../../db/schema/index';
import { addProduct, caller, commerceBusiness } from '../products/commerce-fixtures';

// PGlite runs one session at a time, so only PostgreSQL can show two refunds racing.
describe('concurrent refunds of one sale', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });

  it('10 full refunds at once: one succeeds, the rest answer 409, stock comes back once', async () => {
    const biz = await commerceBusiness(t.app);
    const product = await addProduct(t.app, biz.cookie, { stockQuantity: 5 });
    const call = caller(t.app);
    const sale = (
      await call('POST', '/api/sales', biz.cookie, { items: [{ productId: product.id, quantity: 3 }] })
    ).json();
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => call('POST', `/api/sales/${sale.id}/refunds`, biz.cookie, {})),
    );
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(9);
    expect(responses.find((r) => r.statusCode === 409)?.json().message).toBe(
      'This sale has already been fully refunded',
    );
    expect(await t.db.select().from(refunds).where(eq(refunds.saleId, sale.id))).toHaveLength(1);
    expect((await call('GET', `/api/products/${product.id}`, biz.cookie)).json().stockQuantity).toBe(5);
  });
});
