import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { inventoryTransactions, saleItems } from '../../db/schema/index';
import { addProduct, caller, commerceBusiness } from '../products/commerce-fixtures';

// PGlite runs one session at a time, so only PostgreSQL can show sales truly racing for the last units.
describe('20 concurrent sales of a product with 5 in stock', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });

  it('exactly 5 succeed, 15 answer 409, stock ends at 0 and the history adds up', async () => {
    const biz = await commerceBusiness(t.app);
    const product = await addProduct(t.app, biz.cookie, { name: 'Last Candle', stockQuantity: 5 });
    const call = caller(t.app);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call('POST', '/api/sales', biz.cookie, {
          channel: i % 2 ? 'pos' : 'sales',
          items: [{ productId: product.id, quantity: 1 }],
        }),
      ),
    );
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(5);
    expect(codes.filter((c) => c === 409)).toHaveLength(15);
    for (const r of responses.filter((r) => r.statusCode === 409)) {
      expect(r.json().message).toMatch(/^Not enough stock of "Last Candle": 0 left$/);
    }

    expect((await call('GET', `/api/products/${product.id}`, biz.cookie)).json().stockQuantity).toBe(0);
    const lines = await t.db.select().from(saleItems).where(eq(saleItems.productId, product.id));
    expect(lines).toHaveLength(5);
    const moves = await t.db
      .select()
      .from(inventoryTransactions)
      .where(eq(inventoryTransactions.productId, product.id));
    expect(moves.filter((m) => m.transactionType === 'sale')).toHaveLength(5);
    expect(moves.reduce((sum, m) => sum + m.quantity, 0)).toBe(0);

    const history = (await call('GET', `/api/products/${product.id}/inventory`, biz.cookie)).json();
    expect(history.map((h: { stockAfter: number }) => h.stockAfter)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('two sales locking the same products in opposite line order never deadlock', async () => {
    const biz = await commerceBusiness(t.app);
    const x = await addProduct(t.app, biz.cookie, { stockQuantity: 40 });
    const y = await addProduct(t.app, biz.cookie, { stockQuantity: 40 });
    const call = caller(t.app);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => {
        const lines = [
          { productId: x.id, quantity: 1 },
          { productId: y.id, quantity: 1 },
        ];
        return call('POST', '/api/sales', biz.cookie, { items: i % 2 ? lines.reverse() : lines });
      }),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    expect((await call('GET', `/api/products/${x.id}`, biz.cookie)).json().stockQuantity).toBe(20);
    expect((await call('GET', `/api/products/${y.id}`, biz.cookie)).json().stockQuantity).toBe(20);
  });
});
