import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setPlan } from '../../../../tests/support/plans';
import { businesses, inventoryTransactions, outbox, sales } from '../../db/schema/index';
import { commerceTestApp } from '../products/commerce-app-fixtures';
import { addClient, addProduct, commerceBusiness, setRole } from '../products/commerce-fixtures';

const { t, a, b, call } = commerceTestApp();

const sell = (body: object, cookie = a.cookie) => call('POST', '/api/sales', cookie, body);
const stockOf = async (id: number) =>
  (await call('GET', `/api/products/${id}`, a.cookie)).json().stockQuantity;
const saleCount = async (businessId: number) =>
  (await t.db.select({ id: sales.id }).from(sales).where(eq(sales.businessId, businessId))).length;

describe('POST /api/sales', () => {
  it("accepts the spec's Sales-screen body as it is: 10% tax, completed, stock down, history recorded", async () => {
    const serum = await addProduct(t.app, a.cookie, { name: 'Serum', price: 19.99, stockQuantity: 5 });
    const comb = await addProduct(t.app, a.cookie, { name: 'Comb', price: 4.5, stockQuantity: 5 });
    const response = await sell({
      customerId: null,
      subtotal: 44.48,
      taxAmount: 4.45,
      discountAmount: 0,
      totalAmount: 48.93,
      paymentMethod: 'cash',
      paymentStatus: 'completed',
      items: [
        { productId: serum.id, productName: 'Serum', quantity: 2, unitPrice: 19.99, totalPrice: 39.98 },
        { productId: comb.id, productName: 'Comb', quantity: 1, unitPrice: 4.5, totalPrice: 4.5 },
      ],
    });
    expect(response.statusCode).toBe(201);
    const sale = response.json();
    expect(sale).toMatchObject({
      subtotal: '44.48',
      taxAmount: '4.45',
      discountAmount: '0.00',
      totalAmount: '48.93',
      paymentMethod: 'cash',
      paymentStatus: 'completed',
      channel: 'sales',
      customer: null,
      receiptEmailQueued: false,
      items: [
        { productId: serum.id, productName: 'Serum', quantity: 2, unitPrice: '19.99', totalPrice: '39.98' },
        { productId: comb.id, productName: 'Comb', quantity: 1, unitPrice: '4.50', totalPrice: '4.50' },
      ],
    });
    expect(await stockOf(serum.id)).toBe(3);
    expect(await stockOf(comb.id)).toBe(4);
    const moves = await t.db
      .select()
      .from(inventoryTransactions)
      .where(
        and(eq(inventoryTransactions.saleId, sale.id), eq(inventoryTransactions.transactionType, 'sale')),
      );
    expect(moves.map((m) => [m.productId, m.quantity]).sort()).toEqual(
      [
        [serum.id, -2],
        [comb.id, -1],
      ].sort(),
    );
  });

  it('accepts figures a client computed in floating point, rounded to cents', async () => {
    const serum = await addProduct(t.app, a.cookie, { name: 'Float serum', price: 19.99, stockQuantity: 5 });
    const comb = await addProduct(t.app, a.cookie, { name: 'Float comb', price: 4.5, stockQuantity: 5 });
    const subtotal = 19.99 * 2 + 4.5;
    const taxAmount = subtotal * 0.1;
    expect(String(taxAmount)).not.toMatch(/^\d+(\.\d{1,2})?$/);
    const response = await sell({
      customerId: null,
      subtotal,
      taxAmount,
      discountAmount: 0,
      totalAmount: subtotal + taxAmount,
      paymentMethod: 'cash',
      paymentStatus: 'completed',
      items: [
        {
          productId: serum.id,
          productName: 'Float serum',
          quantity: 2,
          unitPrice: 19.99,
          totalPrice: 19.99 * 2,
        },
        { productId: comb.id, productName: 'Float comb', quantity: 1, unitPrice: 4.5, totalPrice: 4.5 },
      ],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ subtotal: '44.48', taxAmount: '4.45', totalAmount: '48.93' });
  });

  it('charges 8% from the POS (items without productName) and prices from its own products', async () => {
    const mask = await addProduct(t.app, a.cookie, { price: 12.5 });
    const response = await sell({
      channel: 'pos',
      paymentMethod: 'card',
      items: [{ productId: mask.id, quantity: 3, unitPrice: 12.5, totalPrice: 37.5 }],
      subtotal: 37.5,
      taxAmount: 3,
      totalAmount: 40.5,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ channel: 'pos', taxAmount: '3.00', totalAmount: '40.50' });
  });

  it('refuses tampered totals and stale prices with 400 and writes nothing', async () => {
    const product = await addProduct(t.app, a.cookie, { name: 'Oil', price: 10 });
    const before = await saleCount(a.businessId);
    const line = { productId: product.id, quantity: 2 };
    const cases: [object, string, string[]][] = [
      [{ items: [line], totalAmount: 1 }, 'Sale totals do not match the current prices', ['totalAmount']],
      [
        { items: [line], subtotal: 20, taxAmount: 1.6 },
        'Sale totals do not match the current prices',
        ['taxAmount'],
      ],
      [
        { items: [{ ...line, totalPrice: 2 }] },
        'Sale totals do not match the current prices',
        ['items.0.totalPrice'],
      ],
      [{ items: [{ ...line, unitPrice: 1 }] }, 'The price of "Oil" has changed', ['items.0.unitPrice']],
      // Without an offer code there is no discount to claim.
      [
        { items: [line], discountAmount: 5 },
        'Sale totals do not match the current prices',
        ['discountAmount'],
      ],
      [
        { items: [line], channel: 'pos', taxAmount: 2 },
        'Sale totals do not match the current prices',
        ['taxAmount'],
      ],
    ];
    for (const [body, message, paths] of cases) {
      const response = await sell(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toBe(message);
      expect(response.json().errors.map((e: { path: string }) => e.path)).toEqual(paths);
    }
    expect(await saleCount(a.businessId)).toBe(before);
    expect(await stockOf(product.id)).toBe(10);
  });

  it('answers every validation message', async () => {
    const product = await addProduct(t.app, a.cookie);
    const cases: [object, { path: string; message: string }[]][] = [
      [{ items: [] }, [{ path: 'items', message: 'Please add at least one product to the sale' }]],
      [{}, [{ path: 'items', message: 'Please add at least one product to the sale' }]],
      [
        { items: [{ productId: product.id, quantity: 0 }] },
        [{ path: 'items.0.quantity', message: 'Quantity must be at least 1' }],
      ],
      [
        { items: [{ productId: product.id, quantity: -2 }] },
        [{ path: 'items.0.quantity', message: 'Quantity must be at least 1' }],
      ],
      [
        { items: [{ productId: product.id, quantity: 1.5 }] },
        [{ path: 'items.0.quantity', message: 'Quantity must be a whole number' }],
      ],
      [
        { items: [{ productId: product.id }] },
        [{ path: 'items.0.quantity', message: 'Quantity is required' }],
      ],
      [{ items: [{ quantity: 1 }] }, [{ path: 'items.0.productId', message: 'Product is required' }]],
      [
        { items: [{ productId: 99_999_999_999, quantity: 1 }] },
        [{ path: 'items.0.productId', message: 'Product not found' }],
      ],
      [
        { items: [{ productId: product.id, quantity: 1, unitPrice: -1 }] },
        [{ path: 'items.0.unitPrice', message: 'Unit price must be at least 0' }],
      ],
      [
        { items: [{ productId: product.id, quantity: 1 }], paymentMethod: 'bitcoin' },
        [{ path: 'paymentMethod', message: 'Payment method must be cash, card or check' }],
      ],
      [
        { items: [{ productId: product.id, quantity: 1 }], paymentStatus: 'pending' },
        [{ path: 'paymentStatus', message: 'A new sale is always completed' }],
      ],
      [
        { items: [{ productId: product.id, quantity: 1 }], channel: 'web' },
        [{ path: 'channel', message: 'Channel must be sales or pos' }],
      ],
      [
        { items: [{ productId: product.id, quantity: 1 }], amountTendered: 5 },
        [{ path: 'amountTendered', message: 'Amount tendered is less than total' }],
      ],
    ];
    for (const [body, errors] of cases) {
      const response = await sell(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toEqual({ message: errors[0]?.message, errors });
    }
  });

  it('gives change from the cash tendered', async () => {
    const product = await addProduct(t.app, a.cookie, { price: 9 });
    const response = await sell({ items: [{ productId: product.id, quantity: 1 }], amountTendered: 20 });
    expect(response.json()).toMatchObject({
      totalAmount: '9.90',
      amountTendered: '20.00',
      changeDue: '10.10',
    });
    const exact = await sell({ items: [{ productId: product.id, quantity: 1 }], amountTendered: '9.90' });
    expect(exact.json().changeDue).toBe('0.00');
  });

  it("answers 404 for an unknown product, another business's product, a deactivated one and another's customer", async () => {
    const theirs = await addProduct(t.app, b.cookie);
    const mine = await addProduct(t.app, a.cookie);
    const retired = await addProduct(t.app, a.cookie);
    await call('PUT', `/api/products/${retired.id}`, a.cookie, { isActive: false });
    for (const productId of [999999, theirs.id, retired.id]) {
      const response = await sell({
        items: [
          { productId: mine.id, quantity: 1 },
          { productId, quantity: 1 },
        ],
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Product not found');
    }
    expect(await stockOf(mine.id)).toBe(10);
    const theirClient = await addClient(t.db, b.businessId);
    const customer = await sell({ customerId: theirClient, items: [{ productId: mine.id, quantity: 1 }] });
    expect(customer.statusCode).toBe(404);
    expect(customer.json().message).toBe('Customer not found');
  });

  it('answers 409 naming the product when a line is over the stock, and writes nothing', async () => {
    const plenty = await addProduct(t.app, a.cookie, { stockQuantity: 10 });
    const scarce = await addProduct(t.app, a.cookie, { name: 'Rare Balm', stockQuantity: 2 });
    const before = await saleCount(a.businessId);
    const response = await sell({
      items: [
        { productId: plenty.id, quantity: 1 },
        { productId: scarce.id, quantity: 2 },
        { productId: scarce.id, quantity: 1 },
      ],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Not enough stock of "Rare Balm": 2 left');
    expect(await saleCount(a.businessId)).toBe(before);
    expect(await stockOf(plenty.id)).toBe(10);
    expect(await stockOf(scarce.id)).toBe(2);
  });

  it('takes only the payment methods the business accepts', async () => {
    const biz = await commerceBusiness(t.app);
    const product = await addProduct(t.app, biz.cookie);
    await t.db
      .update(businesses)
      .set({ acceptedPaymentMethods: ['cash', 'card'] })
      .where(eq(businesses.id, biz.businessId));
    const check = await sell(
      { paymentMethod: 'check', items: [{ productId: product.id, quantity: 1 }] },
      biz.cookie,
    );
    expect(check.statusCode).toBe(400);
    expect(check.json().errors).toEqual([
      { path: 'paymentMethod', message: 'Check payments are not accepted by this business' },
    ]);
  });

  it('queues an emailed receipt in the same transaction when the customer has an email', async () => {
    // Client emails are plan feature email_notifications (basic and up).
    await setPlan(t.db, a.businessId, 'basic');
    const product = await addProduct(t.app, a.cookie, { name: 'Hand Cream', price: 8 });
    const customer = await addClient(t.db, a.businessId, 'casey@example.com');
    const response = await sell({ customerId: customer, items: [{ productId: product.id, quantity: 2 }] });
    expect(response.json()).toMatchObject({
      receiptEmailQueued: true,
      customer: { id: customer, name: 'Casey Customer', email: 'casey@example.com' },
    });
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.recipient, 'casey@example.com'));
    expect(mail?.subject).toBe(`Your receipt from Test Salon (sale #${response.json().id})`);
    expect(mail?.body).toContain('2 x Hand Cream @ $8.00 = $16.00');
    expect(mail?.body).toContain('Total: $17.60');

    const silent = await addClient(t.db, a.businessId, null);
    const noEmail = await sell({ customerId: silent, items: [{ productId: product.id, quantity: 1 }] });
    expect(noEmail.json().receiptEmailQueued).toBe(false);

    // On the free plan the sale still goes through, without mail, and says so.
    await setPlan(t.db, a.businessId, 'free', 'inactive');
    const unpaid = await sell({ customerId: customer, items: [{ productId: product.id, quantity: 1 }] });
    expect(unpaid.statusCode).toBe(201);
    expect(unpaid.json().receiptEmailQueued).toBe(false);
    const mails = await t.db.select().from(outbox).where(eq(outbox.recipient, 'casey@example.com'));
    expect(mails).toHaveLength(1);
  });

  it('lets staff sell but needs a session', async () => {
    const biz = await commerceBusiness(t.app);
    const product = await addProduct(t.app, biz.cookie);
    await setRole(t.db, biz.businessId, 'staff');
    expect((await sell({ items: [{ productId: product.id, quantity: 1 }] }, biz.cookie)).statusCode).toBe(
      201,
    );
    expect((await call('POST', '/api/sales', undefined, { items: [] })).statusCode).toBe(401);
  });
});

describe('reading sales', () => {
  it('returns a receipt: items, customer and business; 404 for another business sale', async () => {
    const product = await addProduct(t.app, a.cookie, { name: 'Toner', price: 15 });
    const customer = await addClient(t.db, a.businessId);
    const sale = (
      await sell({ customerId: customer, items: [{ productId: product.id, quantity: 1 }] })
    ).json();
    await t.db
      .update(businesses)
      .set({ address: '12 Elm St', city: 'Portland' })
      .where(eq(businesses.id, a.businessId));
    const receipt = await call('GET', `/api/sales/${sale.id}`, a.cookie);
    expect(receipt.json()).toMatchObject({
      id: sale.id,
      totalAmount: '16.50',
      customer: { id: customer, name: 'Casey Customer' },
      items: [{ productName: 'Toner', quantity: 1, unitPrice: '15.00' }],
      refunds: [],
      business: { name: 'Test Salon', address: '12 Elm St', city: 'Portland' },
    });
    expect((await call('GET', `/api/sales/${sale.id}`, b.cookie)).statusCode).toBe(404);
    expect((await call('GET', '/api/sales/nope', a.cookie)).statusCode).toBe(404);
  });

  it('lists newest first and searches by customer name or sale id', async () => {
    const biz = await commerceBusiness(t.app);
    const product = await addProduct(t.app, biz.cookie);
    const [dana] = await Promise.all([addClient(t.db, biz.businessId, 'dana@example.com')]);
    const first = (
      await sell({ customerId: dana, items: [{ productId: product.id, quantity: 1 }] }, biz.cookie)
    ).json();
    const second = (await sell({ items: [{ productId: product.id, quantity: 1 }] }, biz.cookie)).json();
    const ids = async (query: string) =>
      (await call('GET', `/api/sales${query}`, biz.cookie)).json().map((s: { id: number }) => s.id);
    expect(await ids('')).toEqual([second.id, first.id]);
    expect(await ids('?search=casey')).toEqual([first.id]);
    expect(await ids(`?search=%23${second.id}`)).toEqual([second.id]);
    expect(await ids(`?search=${first.id}`)).toEqual([first.id]);
    expect((await call('GET', '/api/sales', a.cookie)).json().map((s: { id: number }) => s.id)).not.toContain(
      first.id,
    );
  });

  it("computes the Sales cards in the business's timezone, net of refunds", async () => {
    const biz = await commerceBusiness(t.app);
    await t.db
      .update(businesses)
      .set({ timezone: 'Pacific/Auckland' })
      .where(eq(businesses.id, biz.businessId));
    const product = await addProduct(t.app, biz.cookie, { price: 10, stockQuantity: 50 });
    const stats = async () => (await call('GET', '/api/sales/stats', biz.cookie)).json();
    expect(await stats()).toEqual({
      todaySalesCount: 0,
      todayRevenue: '0.00',
      totalSalesCount: 0,
      totalRevenue: '0.00',
      weekRevenue: '0.00',
      weekSalesCount: 0,
      averageSale: '0.00',
    });
    const today = (await sell({ items: [{ productId: product.id, quantity: 1 }] }, biz.cookie)).json();
    const old = (await sell({ items: [{ productId: product.id, quantity: 2 }] }, biz.cookie)).json();
    const lastWeek = (await sell({ items: [{ productId: product.id, quantity: 3 }] }, biz.cookie)).json();
    const day = 86_400_000;
    // Local days: 8 days ago is outside "today and the 6 days before"; 3 days ago inside.
    await t.db
      .update(sales)
      .set({ saleDate: new Date(Date.now() - 3 * day) })
      .where(eq(sales.id, old.id));
    await t.db
      .update(sales)
      .set({ saleDate: new Date(Date.now() - 8 * day) })
      .where(eq(sales.id, lastWeek.id));
    expect(await stats()).toEqual({
      todaySalesCount: 1,
      todayRevenue: '11.00',
      totalSalesCount: 3,
      totalRevenue: '66.00',
      weekRevenue: '33.00',
      weekSalesCount: 2,
      averageSale: '22.00',
    });
    await call('POST', `/api/sales/${today.id}/refunds`, biz.cookie, {});
    expect(await stats()).toMatchObject({ todaySalesCount: 0, todayRevenue: '0.00', totalRevenue: '55.00' });
  });
});
