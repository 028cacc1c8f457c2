import { describe, expect, it } from 'vitest';
import { commerceTestApp } from '../products/commerce-app-fixtures';
import { addProduct, commerceBusiness, setRole } from '../products/commerce-fixtures';

const { t, a, call } = commerceTestApp();

const move = (productId: number, body: object) =>
  call('POST', `/api/products/${productId}/inventory`, a.cookie, body);

describe('inventory moves', () => {
  it('restocks and adjusts with a reason; the history adds up to the stock', async () => {
    const product = await addProduct(t.app, a.cookie, { stockQuantity: 5 });
    const restock = await move(product.id, { type: 'restock', quantity: 12, notes: 'Supplier delivery' });
    expect(restock.statusCode).toBe(201);
    expect(restock.json().product.stockQuantity).toBe(17);
    expect(restock.json().transaction).toMatchObject({
      transactionType: 'restock',
      quantity: 12,
      stockAfter: 17,
    });
    const adjust = await move(product.id, { type: 'adjustment', quantity: -2, reason: 'Damaged' });
    expect(adjust.json().product.stockQuantity).toBe(15);
    await call('POST', '/api/sales', a.cookie, { items: [{ productId: product.id, quantity: 3 }] });

    const history = (await call('GET', `/api/products/${product.id}/inventory`, a.cookie)).json();
    expect(
      history.map((h: { transactionType: string; quantity: number; stockAfter: number; reason: string }) => [
        h.transactionType,
        h.quantity,
        h.stockAfter,
        h.reason,
      ]),
    ).toEqual([
      ['sale', -3, 12, 'Sale'],
      ['adjustment', -2, 15, 'Damaged'],
      ['restock', 12, 17, 'Restock'],
      ['restock', 5, 5, 'Opening stock'],
    ]);
    const sum = history.reduce((n: number, h: { quantity: number }) => n + h.quantity, 0);
    expect(sum).toBe((await call('GET', `/api/products/${product.id}`, a.cookie)).json().stockQuantity);
  });

  it('answers the validation messages', async () => {
    const product = await addProduct(t.app, a.cookie);
    const cases: [object, { path: string; message: string }[]][] = [
      [
        { type: 'restock', quantity: 0 },
        [{ path: 'quantity', message: 'Restock quantity must be at least 1' }],
      ],
      [
        { type: 'adjustment', quantity: 0 },
        [
          { path: 'quantity', message: 'Adjustment cannot be 0' },
          { path: 'reason', message: 'Reason is required' },
        ],
      ],
      [{ type: 'adjustment', quantity: 2, reason: ' ' }, [{ path: 'reason', message: 'Reason is required' }]],
      [
        { type: 'restock', quantity: 1.5 },
        [{ path: 'quantity', message: 'Quantity must be a whole number' }],
      ],
      [{ type: 'restock' }, [{ path: 'quantity', message: 'Quantity is required' }]],
      [{ type: 'sale', quantity: 1 }, [{ path: 'type', message: 'Type must be restock or adjustment' }]],
    ];
    for (const [body, errors] of cases) {
      const response = await move(product.id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().errors).toEqual(errors);
    }
  });

  it('refuses to take stock below zero with a 409 naming the product', async () => {
    const product = await addProduct(t.app, a.cookie, { name: 'Hair Mask', stockQuantity: 2 });
    const response = await move(product.id, { type: 'adjustment', quantity: -3, reason: 'Lost' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Not enough stock of "Hair Mask": 2 left');
    expect((await call('GET', `/api/products/${product.id}`, a.cookie)).json().stockQuantity).toBe(2);
  });

  it('lets staff read the history but not move stock', async () => {
    const biz = await commerceBusiness(t.app);
    const product = await addProduct(t.app, biz.cookie);
    await setRole(t.db, biz.businessId, 'staff');
    expect((await call('GET', `/api/products/${product.id}/inventory`, biz.cookie)).statusCode).toBe(200);
    const response = await call('POST', `/api/products/${product.id}/inventory`, biz.cookie, {
      type: 'restock',
      quantity: 1,
    });
    expect(response.statusCode).toBe(403);
  });
});
