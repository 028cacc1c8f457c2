import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setPlan } from '../../../../tests/support/plans';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { outbox } from '../../db/schema/index';
import {
  addClient,
  addProduct,
  type CommerceBusiness,
  caller,
  commerceBusiness,
} from '../products/commerce-fixtures';

let t: TestApp;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t.app);
});

const setRates = (biz: CommerceBusiness, rates: object) => call('PUT', '/api/business', biz.cookie, rates);

describe("the business's own tax rates", () => {
  it('a new business charges 10% on the Sales screen and 8% at the POS', async () => {
    const biz = await commerceBusiness(t.app);
    expect((await call('GET', '/api/business', biz.cookie)).json()).toMatchObject({
      salesTaxBasisPoints: 1000,
      posTaxBasisPoints: 800,
    });
    const product = await addProduct(t.app, biz.cookie, { price: 10 });
    const sale = await call('POST', '/api/sales', biz.cookie, {
      channel: 'pos',
      items: [{ productId: product.id, quantity: 1 }],
    });
    expect(sale.json()).toMatchObject({ taxAmount: '0.80', totalAmount: '10.80', taxRateBasisPoints: 800 });
  });

  it('taxes a sale at the rates the owner set, at once, and keeps the rate on the sale', async () => {
    const biz = await commerceBusiness(t.app);
    const saved = await setRates(biz, { salesTaxBasisPoints: 825, posTaxBasisPoints: 0 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ salesTaxBasisPoints: 825, posTaxBasisPoints: 0 });
    const product = await addProduct(t.app, biz.cookie, { price: 19.99, stockQuantity: 20 });

    const screen = await call('POST', '/api/sales', biz.cookie, {
      items: [{ productId: product.id, quantity: 2 }],
      subtotal: 39.98,
      taxAmount: 3.3,
      totalAmount: 43.28,
    });
    expect(screen.statusCode, screen.body).toBe(201);
    expect(screen.json()).toMatchObject({
      channel: 'sales',
      subtotal: '39.98',
      taxAmount: '3.30',
      totalAmount: '43.28',
      taxRateBasisPoints: 825,
    });
    const pos = await call('POST', '/api/sales', biz.cookie, {
      channel: 'pos',
      items: [{ productId: product.id, quantity: 1 }],
      totalAmount: 19.99,
    });
    expect(pos.json()).toMatchObject({ taxAmount: '0.00', totalAmount: '19.99', taxRateBasisPoints: 0 });

    // A cart still on the old 10% is refused, nothing written.
    const stale = await call('POST', '/api/sales', biz.cookie, {
      items: [{ productId: product.id, quantity: 1 }],
      taxAmount: 2,
    });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().errors).toEqual([
      { path: 'taxAmount', message: 'Sale totals do not match the current prices' },
    ]);

    // A later change leaves past sales at the rate they were charged.
    await setRates(biz, { salesTaxBasisPoints: 500 });
    const detail = await call('GET', `/api/sales/${screen.json().id}`, biz.cookie);
    expect(detail.json()).toMatchObject({ taxAmount: '3.30', taxRateBasisPoints: 825 });
    const list = (await call('GET', '/api/sales', biz.cookie)).json() as {
      id: number;
      taxRateBasisPoints: number;
    }[];
    expect(list.find((s) => s.id === pos.json().id)?.taxRateBasisPoints).toBe(0);
  });

  it("the emailed receipt names the sale's rate", async () => {
    const biz = await commerceBusiness(t.app);
    await setPlan(t.db, biz.businessId, 'basic');
    await setRates(biz, { posTaxBasisPoints: 625 });
    const product = await addProduct(t.app, biz.cookie, { price: 8 });
    const customer = await addClient(t.db, biz.businessId, 'rate@example.com');
    const sale = await call('POST', '/api/sales', biz.cookie, {
      channel: 'pos',
      customerId: customer,
      items: [{ productId: product.id, quantity: 1 }],
    });
    expect(sale.json()).toMatchObject({ taxAmount: '0.50', receiptEmailQueued: true });
    const [mail] = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.businessId, biz.businessId), eq(outbox.kind, 'sale_receipt')));
    expect(mail?.body).toContain('Tax (6.25%): $0.50');
  });

  it('refuses a rate outside 0% to 100% or with a fraction of a basis point, with field messages', async () => {
    const biz = await commerceBusiness(t.app);
    const response = await setRates(biz, { salesTaxBasisPoints: 10001, posTaxBasisPoints: 12.5 });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { path: 'salesTaxBasisPoints', message: 'Sales tax must be between 0% and 100%' },
      { path: 'posTaxBasisPoints', message: 'POS tax is in basis points (825 = 8.25%)' },
    ]);
    expect((await call('GET', '/api/business', biz.cookie)).json()).toMatchObject({
      salesTaxBasisPoints: 1000,
      posTaxBasisPoints: 800,
    });
  });
});
