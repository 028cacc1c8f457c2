import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setPlan } from '../../../../tests/support/plans';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { businesses, clients, sales } from '../../db/schema/index';
import { instantToLocal } from '../../lib/time';
import { addClient, addProduct, caller, commerceBusiness, setRole } from '../products/commerce-fixtures';

let t: TestApp;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t.app);
});

/** A business with: a card sale of 100.00 (+10% = 110.00) to Dana, a cash POS sale of 20.00 (+8% = 21.60)
 *  half refunded, and a check sale of 5.00 (5.50). */
async function shop() {
  const biz = await commerceBusiness(t.app);
  // The report is plan feature analytics (premium and up).
  await setPlan(t.db, biz.businessId, 'premium');
  const dana = await addClient(t.db, biz.businessId, 'dana@example.com');
  await t.db.update(clients).set({ name: 'Dana Reyes' }).where(eq(clients.id, dana));
  const big = await addProduct(t.app, biz.cookie, { name: 'Dryer', price: 100 });
  const small = await addProduct(t.app, biz.cookie, { name: 'Clips', price: 10 });
  const tiny = await addProduct(t.app, biz.cookie, { name: 'Pins', price: 5 });
  const sell = async (body: object) => (await call('POST', '/api/sales', biz.cookie, body)).json();
  const card = await sell({
    customerId: dana,
    paymentMethod: 'card',
    items: [{ productId: big.id, quantity: 1 }],
  });
  const cash = await sell({
    channel: 'pos',
    paymentMethod: 'cash',
    items: [{ productId: small.id, quantity: 2 }],
  });
  const check = await sell({ paymentMethod: 'check', items: [{ productId: tiny.id, quantity: 1 }] });
  const refund = (
    await call('POST', `/api/sales/${cash.id}/refunds`, biz.cookie, {
      items: [{ saleItemId: cash.items[0].id, quantity: 1 }],
      reason: 'Broken clip',
    })
  ).json().refund;
  return { biz, card, cash, check, refund };
}

describe('transactions', () => {
  it('a new business has none: no sample rows', async () => {
    const biz = await commerceBusiness(t.app);
    expect((await call('GET', '/api/transactions', biz.cookie)).json()).toEqual([]);
  });

  it('lists real sales and refunds with card fees, newest first, and filters them', async () => {
    const { biz, card, cash, check, refund } = await shop();
    const list = (await call('GET', '/api/transactions', biz.cookie)).json();
    expect(list.map((r: { id: string }) => r.id)).toEqual([
      `refund_${refund.id}`,
      `sale_${check.id}`,
      `sale_${cash.id}`,
      `sale_${card.id}`,
    ]);
    expect(list[3]).toMatchObject({
      type: 'sale',
      amount: '110.00',
      fee: '3.49', // 2.9% of 110.00 = 3.19, + 0.30
      net: '106.51',
      status: 'completed',
      paymentMethod: 'card',
      paymentMethodLabel: 'Credit/Debit Card',
      customerName: 'Dana Reyes',
      customerEmail: 'dana@example.com',
      description: `Sale #${card.id}: 1 item`,
      stripePaymentIntentId: null,
    });
    expect(list[2]).toMatchObject({ amount: '21.60', fee: '0.00', status: 'partially_refunded' });
    expect(list[2].description).toBe(`POS sale #${cash.id}: 2 items`);
    expect(list[0]).toMatchObject({
      type: 'refund',
      amount: '-10.80',
      fee: '0.00',
      status: 'refunded',
      paymentMethod: 'cash',
      description: `Refund for sale #${cash.id}: Broken clip`,
    });

    const ids = async (query: string) =>
      (await call('GET', `/api/transactions?${query}`, biz.cookie)).json().map((r: { id: string }) => r.id);
    expect(await ids('search=dana')).toEqual([`sale_${card.id}`]);
    expect(await ids('search=broken')).toEqual([`refund_${refund.id}`]);
    expect(await ids(`search=sale_${check.id}`)).toEqual([`sale_${check.id}`]);
    expect(await ids('method=cash')).toEqual([`refund_${refund.id}`, `sale_${cash.id}`]);
    expect(await ids('status=completed')).toEqual([`sale_${check.id}`, `sale_${card.id}`]);
    expect(await ids('type=refund')).toEqual([`refund_${refund.id}`]);
    const bad = await call('GET', '/api/transactions?method=bitcoin', biz.cookie);
    expect(bad.json().message).toBe('Payment method must be cash, card or check');
    const other = await commerceBusiness(t.app);
    expect((await call('GET', '/api/transactions', other.cookie)).json()).toEqual([]);
  });
});

describe('summary and report', () => {
  it('summarizes real figures: revenue, refunds, fees, net, per method', async () => {
    const { biz } = await shop();
    expect((await call('GET', '/api/payments/summary', biz.cookie)).json()).toEqual({
      totalRevenue: '137.10',
      totalRefunds: '10.80',
      totalFees: '3.49',
      netRevenue: '122.81',
      salesCount: 3,
      refundCount: 1,
      averageSale: '45.70',
      thisMonthRevenue: '137.10',
      // Tax excluded: 20.00 + 100.00 + 5.00 of sales, less the 10.00 before tax of the 10.80 refund.
      thisMonthProductRevenue: '115.00',
      thisMonthNet: '122.81',
      byMethod: [
        { method: 'cash', label: 'Cash', count: 1, amount: '21.60' },
        { method: 'card', label: 'Credit/Debit Card', count: 1, amount: '110.00' },
        { method: 'check', label: 'Check', count: 1, amount: '5.50' },
      ],
    });
  });

  it('reports per local day and per method over a range, and exports it as CSV', async () => {
    const { biz, check } = await shop();
    await t.db
      .update(businesses)
      .set({ timezone: 'America/New_York' })
      .where(eq(businesses.id, biz.businessId));
    // The check sale moves to 03:30 UTC on 2026-03-10, which is still March 9 in New York.
    await t.db
      .update(sales)
      .set({ saleDate: new Date('2026-03-10T03:30:00Z') })
      .where(eq(sales.id, check.id));
    const today = instantToLocal(new Date(), 'America/New_York').date;

    const march = (
      await call('GET', '/api/payments/report?startDate=2026-03-09&endDate=2026-03-10', biz.cookie)
    ).json();
    expect(march.timezone).toBe('America/New_York');
    expect(march.days).toEqual([
      {
        date: '2026-03-09',
        salesCount: 1,
        refundCount: 0,
        gross: '5.50',
        refunds: '0.00',
        fees: '0.00',
        net: '5.50',
      },
      {
        date: '2026-03-10',
        salesCount: 0,
        refundCount: 0,
        gross: '0.00',
        refunds: '0.00',
        fees: '0.00',
        net: '0.00',
      },
    ]);

    const now = (
      await call('GET', `/api/payments/report?startDate=${today}&endDate=${today}`, biz.cookie)
    ).json();
    expect(now.totals).toEqual({
      salesCount: 2,
      refundCount: 1,
      gross: '131.60',
      refunds: '10.80',
      fees: '3.49',
      net: '117.31',
    });
    expect(now.methods.map((m: { label: string; net: string }) => [m.label, m.net])).toEqual([
      ['Cash', '10.80'],
      ['Credit/Debit Card', '106.51'],
      ['Check', '0.00'],
    ]);

    const csv = await call('GET', `/api/payments/report.csv?startDate=${today}&endDate=${today}`, biz.cookie);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="payments-${today}-to-${today}.csv"`,
    );
    expect(csv.body.split('\r\n')).toEqual([
      // A UTF-8 byte-order mark first, so Excel reads the file as UTF-8.
      '\uFEFFDate,Payment method,Sales,Refunds,Gross,Refunded,Fees,Net',
      `${today},All methods,2,1,131.60,10.80,3.49,117.31`,
      'Total,Cash,1,1,21.60,10.80,0.00,10.80',
      'Total,Credit/Debit Card,1,0,110.00,0.00,3.49,106.51',
      'Total,Check,0,0,0.00,0.00,0.00,0.00',
      'Total,All methods,2,1,131.60,10.80,3.49,117.31',
      '',
    ]);
  });

  it('answers the report range messages', async () => {
    const biz = await commerceBusiness(t.app);
    await setPlan(t.db, biz.businessId, 'premium');
    const report = (query: string) => call('GET', `/api/payments/report?${query}`, biz.cookie);
    expect((await report('startDate=2026-03-10&endDate=2026-03-09')).json().message).toBe(
      'End date must be on or after start date',
    );
    expect((await report('startDate=2025-01-01&endDate=2026-03-09')).json().message).toBe(
      'Pick a range of at most 366 days',
    );
    expect((await report('startDate=2026-02-30&endDate=2026-03-09')).json().message).toBe(
      'Start date must be YYYY-MM-DD',
    );
    expect((await report('startDate=2026-03-01')).json().errors).toEqual([
      { path: 'endDate', message: 'End date must be YYYY-MM-DD' },
    ]);
  });
});

describe('payment methods', () => {
  it('lists the three methods with labels, processing times and fees; owners choose which are accepted', async () => {
    const biz = await commerceBusiness(t.app);
    const methods = (await call('GET', '/api/payments/methods', biz.cookie)).json();
    expect(methods).toEqual([
      { method: 'cash', label: 'Cash', processingTime: 'Immediate', feeDescription: 'Free', accepted: true },
      {
        method: 'card',
        label: 'Credit/Debit Card',
        processingTime: 'Instant',
        feeDescription: '2.9% + $0.30',
        accepted: true,
      },
      {
        method: 'check',
        label: 'Check',
        processingTime: '3-5 business days',
        feeDescription: 'Free',
        accepted: true,
      },
    ]);
    const updated = await call('PUT', '/api/payments/methods', biz.cookie, { accepted: ['card', 'cash'] });
    expect(updated.json().map((m: { accepted: boolean }) => m.accepted)).toEqual([true, true, false]);
    const product = await addProduct(t.app, biz.cookie);
    const check = await call('POST', '/api/sales', biz.cookie, {
      paymentMethod: 'check',
      items: [{ productId: product.id, quantity: 1 }],
    });
    expect(check.json().message).toBe('Check payments are not accepted by this business');

    const none = await call('PUT', '/api/payments/methods', biz.cookie, { accepted: [] });
    expect(none.json().errors).toEqual([{ path: 'accepted', message: 'Accept at least one payment method' }]);
    const unknown = await call('PUT', '/api/payments/methods', biz.cookie, { accepted: ['gold'] });
    expect(unknown.json().message).toBe('Payment method must be cash, card or check');

    await setRole(t.db, biz.businessId, 'staff');
    expect((await call('GET', '/api/payments/methods', biz.cookie)).statusCode).toBe(200);
    expect((await call('PUT', '/api/payments/methods', biz.cookie, { accepted: ['cash'] })).statusCode).toBe(
      403,
    );
  });

  it('needs a session for every payments call', async () => {
    for (const url of ['/api/transactions', '/api/payments/summary', '/api/payments/methods']) {
      expect((await call('GET', url, undefined)).statusCode).toBe(401);
    }
  });
});
