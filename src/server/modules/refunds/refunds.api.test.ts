import { describe, expect, it } from 'vitest';
import type { ProductItem } from '../../../contract/products';
import { commerceTestApp } from '../products/commerce-app-fixtures';
import { addProduct, commerceBusiness, setRole } from '../products/commerce-fixtures';

const { t, a, b, call } = commerceTestApp();

const stockOf = async (id: number) =>
  (await call('GET', `/api/products/${id}`, a.cookie)).json().stockQuantity;

async function saleOf(lines: { price: number; quantity: number }[], channel: 'sales' | 'pos' = 'sales') {
  const products: ProductItem[] = [];
  for (const line of lines)
    products.push(await addProduct(t.app, a.cookie, { price: line.price, stockQuantity: 10 }));
  const response = await call('POST', '/api/sales', a.cookie, {
    channel,
    items: lines.map((line, i) => ({ productId: products[i]?.id, quantity: line.quantity })),
  });
  if (response.statusCode !== 201) throw new Error(response.body);
  const [first, second] = products as [ProductItem, ProductItem];
  return { sale: response.json(), products: [first, second] as const };
}

describe('refunds', () => {
  it('refunds a whole sale: amount equals the total, status refunded, stock back through history', async () => {
    const { sale, products } = await saleOf([
      { price: 10, quantity: 2 },
      { price: 3.33, quantity: 1 },
    ]);
    expect(sale.totalAmount).toBe('25.66');
    const response = await call('POST', `/api/sales/${sale.id}/refunds`, a.cookie, {
      reason: 'Changed mind',
    });
    expect(response.statusCode).toBe(201);
    const { refund, sale: after } = response.json();
    expect(refund).toMatchObject({ amount: '25.66', reason: 'Changed mind' });
    expect(refund.items.map((i: { quantity: number }) => i.quantity)).toEqual([2, 1]);
    expect(after).toMatchObject({ paymentStatus: 'refunded', refundedAmount: '25.66' });
    expect(await stockOf(products[0].id)).toBe(10);
    expect(await stockOf(products[1].id)).toBe(10);
    const history = (await call('GET', `/api/products/${products[0].id}/inventory`, a.cookie)).json();
    expect(history[0]).toMatchObject({
      transactionType: 'refund',
      quantity: 2,
      saleId: sale.id,
      stockAfter: 10,
    });

    const again = await call('POST', `/api/sales/${sale.id}/refunds`, a.cookie, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This sale has already been fully refunded');
  });

  it('refunds some lines with their share of the tax; the last refund settles the exact remainder', async () => {
    const { sale, products } = await saleOf(
      [
        { price: 3.33, quantity: 3 },
        { price: 1.01, quantity: 1 },
      ],
      'pos',
    );
    // Subtotal 11.00, tax 8% = 0.88, total 11.88.
    expect(sale.totalAmount).toBe('11.88');
    const [jar, pin] = sale.items;
    const first = await call('POST', `/api/sales/${sale.id}/refunds`, a.cookie, {
      items: [{ saleItemId: jar.id, quantity: 1 }],
    });
    expect(first.json().refund.amount).toBe('3.60'); // 3.33 x 11.88 / 11.00 = 3.5964
    expect(first.json().sale).toMatchObject({ paymentStatus: 'partially_refunded', refundedAmount: '3.60' });
    expect(await stockOf(products[0].id)).toBe(8);

    const tooMany = await call('POST', `/api/sales/${sale.id}/refunds`, a.cookie, {
      items: [{ saleItemId: jar.id, quantity: 3 }],
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toBe(`Only 2 of "${jar.productName}" can be refunded`);

    const rest = await call('POST', `/api/sales/${sale.id}/refunds`, a.cookie, {});
    expect(rest.json().refund.amount).toBe('8.28');
    expect(
      rest
        .json()
        .refund.items.map((i: { saleItemId: number; quantity: number }) => [i.saleItemId, i.quantity]),
    ).toEqual([
      [jar.id, 2],
      [pin.id, 1],
    ]);
    expect(rest.json().sale).toMatchObject({ paymentStatus: 'refunded', refundedAmount: '11.88' });
    expect(rest.json().sale.refunds).toHaveLength(2);
    expect(await stockOf(products[0].id)).toBe(10);
  });

  it('answers the validation messages and 404 for another business sale or line', async () => {
    const { sale } = await saleOf([{ price: 5, quantity: 2 }]);
    const line = sale.items[0].id;
    const cases: [object, { path: string; message: string }[]][] = [
      [{ items: [] }, [{ path: 'items', message: 'Choose at least one item to refund' }]],
      [
        { items: [{ saleItemId: line, quantity: 0 }] },
        [{ path: 'items.0.quantity', message: 'Quantity must be at least 1' }],
      ],
      [
        { items: [{ saleItemId: 999999, quantity: 1 }] },
        [{ path: 'items.0.saleItemId', message: 'Sale line not found' }],
      ],
      [{ reason: 'x'.repeat(501) }, [{ path: 'reason', message: 'Reason must be at most 500 characters' }]],
    ];
    for (const [body, errors] of cases) {
      const response = await call('POST', `/api/sales/${sale.id}/refunds`, a.cookie, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().errors).toEqual(errors);
    }
    const theirs = await call('POST', `/api/sales/${sale.id}/refunds`, b.cookie, {});
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe('Sale not found');
    const other = await saleOf([{ price: 1, quantity: 1 }]);
    const foreignLine = await call('POST', `/api/sales/${sale.id}/refunds`, a.cookie, {
      items: [{ saleItemId: other.sale.items[0].id, quantity: 1 }],
    });
    expect(foreignLine.json().message).toBe('Sale line not found');
  });

  it('is for owners, admins and managers only', async () => {
    const biz = await commerceBusiness(t.app);
    const product = await addProduct(t.app, biz.cookie);
    const sale = (
      await call('POST', '/api/sales', biz.cookie, { items: [{ productId: product.id, quantity: 1 }] })
    ).json();
    await setRole(t.db, biz.businessId, 'staff');
    expect((await call('POST', `/api/sales/${sale.id}/refunds`, biz.cookie, {})).statusCode).toBe(403);
    await setRole(t.db, biz.businessId, 'manager');
    expect((await call('POST', `/api/sales/${sale.id}/refunds`, biz.cookie, {})).statusCode).toBe(201);
  });
});
