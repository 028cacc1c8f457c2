import { beforeAll, describe, expect, it } from 'vitest';
import { sessionCookieFrom } from '../../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { DEMO_LOGIN, seedDemo } from '../../db/seed/demo';
import { caller } from './commerce-fixtures';

let t: TestApp;
let cookie: string;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t.app);
  await seedDemo(t.db, new Date());
  const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: DEMO_LOGIN });
  cookie = sessionCookieFrom(login.headers['set-cookie']);
});

describe('the demo business through the commerce API', () => {
  it("every product's inventory history adds up to its stock", async () => {
    const products = (await call('GET', '/api/products', cookie)).json();
    expect(products.length).toBeGreaterThan(0);
    for (const product of products) {
      const history = (await call('GET', `/api/products/${product.id}/inventory`, cookie)).json();
      const sum = history.reduce((n: number, move: { quantity: number }) => n + move.quantity, 0);
      expect(sum, product.name).toBe(product.stockQuantity);
      expect(history[0].stockAfter, product.name).toBe(product.stockQuantity);
    }
  });

  it('its sales agree with the payments figures, and one can be refunded', async () => {
    const sales = (await call('GET', '/api/sales', cookie)).json();
    const summary = (await call('GET', '/api/payments/summary', cookie)).json();
    const total = sales.reduce(
      (n: number, s: { totalAmount: string }) => n + Math.round(Number(s.totalAmount) * 100),
      0,
    );
    expect(summary.salesCount).toBe(sales.length);
    expect(summary.totalRevenue).toBe((total / 100).toFixed(2));
    const transactions = (await call('GET', '/api/transactions', cookie)).json();
    expect(transactions).toHaveLength(sales.length);

    const refund = await call('POST', `/api/sales/${sales[0].id}/refunds`, cookie, {});
    expect(refund.statusCode).toBe(201);
    expect(refund.json().refund.amount).toBe(sales[0].totalAmount);
  });
});
