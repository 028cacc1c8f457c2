import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  CODE_EXPIRED,
  CODE_NOT_APPLICABLE,
  CODE_NOT_VALID,
  CODE_USED_UP,
  spendAtLeast,
} from '../../../contract/offers';
import { offerRedemptions } from '../../db/schema/index';
import { commerceTestApp } from '../products/commerce-app-fixtures';
import { addClient, addProduct } from '../products/commerce-fixtures';

// Offer codes are the plan's marketing, from Premium up (decision 021).
const { t, a, b, call } = commerceTestApp({ plan: 'premium' });

let n = 0;
async function addOffer(body: Record<string, unknown> = {}, cookie = a.cookie) {
  n += 1;
  const response = await call('POST', '/api/offers', cookie, {
    name: `Offer ${n}`,
    type: 'percentage',
    value: 10,
    code: `CODE${n}X`,
    ...body,
  });
  if (response.statusCode !== 201) throw new Error(`offer: ${response.statusCode} ${response.body}`);
  return response.json() as { id: number; code: string };
}
const sell = (body: object) => call('POST', '/api/sales', a.cookie, body);
const quote = (body: object) => call('POST', '/api/sales/quote', a.cookie, body);
const refusal = (response: { statusCode: number; json: () => { message: string; errors: unknown } }) => {
  expect(response.statusCode).toBe(400);
  return response.json();
};

describe('offer codes at the till', () => {
  it("the issue's worked example: $100.00, a 10% code, 10% tax: discount 10.00, tax 9.00, total 99.00", async () => {
    const product = await addProduct(t.app, a.cookie, { name: 'Dryer', price: 100 });
    const code = await addOffer({ code: 'TENOFF' });
    const items = [{ productId: product.id, quantity: 1 }];
    const preview = await quote({ items, offerCode: 'tenoff' });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toEqual({
      subtotal: '100.00',
      discountAmount: '10.00',
      taxRateBasisPoints: 1000,
      taxAmount: '9.00',
      totalAmount: '99.00',
      offer: { code: 'TENOFF', name: expect.any(String), description: '10% off' },
    });
    // A preview counts no use.
    expect(
      (await call('GET', '/api/offers', a.cookie)).json().find((o: { id: number }) => o.id === code.id),
    ).toMatchObject({ usageCount: 0 });

    const response = await sell({ items, offerCode: 'TenOff', discountAmount: 10, totalAmount: 99 });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      subtotal: '100.00',
      discountAmount: '10.00',
      taxAmount: '9.00',
      totalAmount: '99.00',
      offerCode: 'TENOFF',
      items: [{ totalPrice: '100.00', discountAmount: '10.00' }],
    });
    const listed = (await call('GET', '/api/offers', a.cookie))
      .json()
      .find((o: { id: number }) => o.id === code.id);
    expect(listed).toMatchObject({ usageCount: 1, totalDiscount: '10.00' });
    const history = (await call('GET', `/api/offers/${code.id}/redemptions`, a.cookie)).json();
    expect(history).toEqual([
      expect.objectContaining({ saleId: response.json().id, discountAmount: '10.00', clientId: null }),
    ]);
  });

  it('discounts only the lines the offer names, spreads it over them and a refund gives back what was paid', async () => {
    const shampoo = await addProduct(t.app, a.cookie, { name: 'Shampoo', price: 20 });
    const comb = await addProduct(t.app, a.cookie, { name: 'Comb', price: 10 });
    await addOffer({ code: 'SHAMPOO5', type: 'fixed_amount', value: 5, applicableProducts: [shampoo.id] });
    const sale = (
      await sell({
        items: [
          { productId: shampoo.id, quantity: 2 },
          { productId: comb.id, quantity: 1 },
        ],
        offerCode: 'shampoo5',
      })
    ).json();
    // 50.00 - 5.00 = 45.00, tax 4.50: the comb pays full price.
    expect(sale).toMatchObject({
      subtotal: '50.00',
      discountAmount: '5.00',
      taxAmount: '4.50',
      totalAmount: '49.50',
    });
    expect(sale.items.map((i: { discountAmount: string }) => i.discountAmount)).toEqual(['5.00', '0.00']);
    const shampooLine = sale.items[0].id;
    const refund = await call('POST', `/api/sales/${sale.id}/refunds`, a.cookie, {
      items: [{ saleItemId: shampooLine, quantity: 1 }],
    });
    // One shampoo was paid 17.50 + 10% tax.
    expect(refund.json().refund.amount).toBe('19.25');
    const rest = await call('POST', `/api/sales/${sale.id}/refunds`, a.cookie, {});
    expect(rest.json().refund.amount).toBe('30.25');
    expect(rest.json().sale.refundedAmount).toBe('49.50');
  });

  it('never takes more off than the lines cost, and taxes what is left', async () => {
    const pin = await addProduct(t.app, a.cookie, { price: 3 });
    await addOffer({ code: 'BIGFIVE', type: 'fixed_amount', value: 5 });
    const sale = (await sell({ items: [{ productId: pin.id, quantity: 1 }], offerCode: 'BIGFIVE' })).json();
    expect(sale).toMatchObject({
      subtotal: '3.00',
      discountAmount: '3.00',
      taxAmount: '0.00',
      totalAmount: '0.00',
    });
  });

  it('refuses with the reason on the code field and writes nothing', async () => {
    const product = await addProduct(t.app, a.cookie, { price: 30, stockQuantity: 50 });
    const other = await addProduct(t.app, a.cookie, { price: 30 });
    const items = [{ productId: product.id, quantity: 1 }];
    const expect400 = async (offerCode: string, message: string) => {
      for (const response of [await quote({ items, offerCode }), await sell({ items, offerCode })]) {
        expect(refusal(response)).toEqual({ message, errors: [{ path: 'offerCode', message }] });
      }
    };
    await expect400('NOSUCHCODE', CODE_NOT_VALID);
    await expect400('bad code with spaces', CODE_NOT_VALID);
    await addOffer({ code: 'PAUSED', isActive: false });
    await expect400('PAUSED', CODE_NOT_VALID);
    await addOffer({ code: 'FUTURE', validFrom: '2099-01-01' });
    await expect400('FUTURE', CODE_NOT_VALID);
    await addOffer({ code: 'OLDCODE', validUntil: '2020-01-01' });
    await expect400('OLDCODE', CODE_EXPIRED);
    await addOffer({ code: 'ONLYOTHER', applicableProducts: [other.id] });
    await expect400('ONLYOTHER', CODE_NOT_APPLICABLE);
    await addOffer({ code: 'BIGSPEND', minPurchaseAmount: 50 });
    await expect400('BIGSPEND', spendAtLeast(5000));
    expect(spendAtLeast(5000)).toBe('Spend at least $50.00 to use this code');
    const once = await addOffer({ code: 'ONCE', usageLimit: 1 });
    expect((await sell({ items, offerCode: 'ONCE' })).statusCode).toBe(201);
    await expect400('ONCE', CODE_USED_UP);
    const used = await t.db.select().from(offerRedemptions).where(eq(offerRedemptions.offerId, once.id));
    expect(used).toHaveLength(1);
    // Another business's code names nothing here.
    await addOffer({ code: 'THEIRS' }, b.cookie);
    await expect400('THEIRS', CODE_NOT_VALID);
  });

  it('holds a limit per client, and asks for the customer when the code has one', async () => {
    const product = await addProduct(t.app, a.cookie, { price: 10, stockQuantity: 50 });
    const items = [{ productId: product.id, quantity: 1 }];
    await addOffer({ code: 'ONEEACH', perClientLimit: 1 });
    const walkIn = refusal(await sell({ items, offerCode: 'ONEEACH' }));
    expect(walkIn.errors).toEqual([{ path: 'customerId', message: 'Choose the customer to use this code' }]);
    const casey = await addClient(t.db, a.businessId, 'casey@example.com');
    const robin = await addClient(t.db, a.businessId, 'robin@example.com');
    expect((await sell({ items, offerCode: 'ONEEACH', customerId: casey })).statusCode).toBe(201);
    expect(refusal(await sell({ items, offerCode: 'ONEEACH', customerId: casey })).message).toBe(
      CODE_USED_UP,
    );
    expect((await sell({ items, offerCode: 'ONEEACH', customerId: robin })).statusCode).toBe(201);
  });

  it('checks a sent discount like every other figure', async () => {
    const product = await addProduct(t.app, a.cookie, { price: 10 });
    const items = [{ productId: product.id, quantity: 1 }];
    expect(refusal(await sell({ items, discountAmount: 2 })).errors).toEqual([
      { path: 'discountAmount', message: 'Sale totals do not match the current prices' },
    ]);
    await addOffer({ code: 'TWOFF', type: 'fixed_amount', value: 2 });
    expect((await sell({ items, offerCode: 'TWOFF', discountAmount: 2, totalAmount: 8.8 })).statusCode).toBe(
      201,
    );
  });
});
