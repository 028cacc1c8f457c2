import { describe, expect, it } from 'vitest';
import { commerceTestApp } from './commerce-app-fixtures';
import { addProduct, commerceBusiness, setRole } from './commerce-fixtures';

const { t, a, b, call } = commerceTestApp();

describe('product form', () => {
  it('creates with the spec defaults: cost null, stock 0, low-stock threshold 5, category included', async () => {
    const category = (await call('POST', '/api/categories', a.cookie, { name: 'Hair care' })).json();
    const created = await call('POST', '/api/products', a.cookie, {
      name: 'Argan Oil',
      sku: 'ARG-1',
      price: 24.5,
      categoryId: category.id,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'Argan Oil',
      sku: 'ARG-1',
      price: '24.50',
      costPrice: null,
      stockQuantity: 0,
      lowStockThreshold: 5,
      isLowStock: true,
      isActive: true,
      category: { id: category.id, name: 'Hair care' },
    });
  });

  it('answers every validation message of the form', async () => {
    const missing = await call('POST', '/api/products', a.cookie, { name: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      message: 'Product name is required',
      errors: [
        { path: 'name', message: 'Product name is required' },
        { path: 'price', message: 'Price is required' },
      ],
    });
    const bad = await call('POST', '/api/products', a.cookie, {
      name: 'X',
      price: -1,
      costPrice: -2,
      stockQuantity: 1.5,
      lowStockThreshold: -1,
    });
    expect(bad.json().errors).toEqual([
      { path: 'price', message: 'Price must be at least 0' },
      { path: 'costPrice', message: 'Cost price must be at least 0' },
      { path: 'stockQuantity', message: 'Stock quantity must be a whole number' },
      { path: 'lowStockThreshold', message: 'Low stock threshold cannot be negative' },
    ]);
    const text = await call('POST', '/api/products', a.cookie, {
      name: 'X',
      price: 'abc',
      stockQuantity: -1,
    });
    expect(text.json().errors).toEqual([
      { path: 'price', message: 'Price must be a number' },
      { path: 'stockQuantity', message: 'Stock quantity cannot be negative' },
    ]);
    const cents = await call('POST', '/api/products', a.cookie, { name: 'X', price: 1.234, costPrice: '' });
    expect(cents.json().errors).toEqual([{ path: 'price', message: 'Price must have at most 2 decimals' }]);
    const nullPrice = await call('POST', '/api/products', a.cookie, { name: 'X', price: null });
    expect(nullPrice.json().message).toBe('Price is required');
    const category = await call('POST', '/api/products', a.cookie, {
      name: 'X',
      price: 1,
      categoryId: 999999,
    });
    expect(category.statusCode).toBe(400);
    expect(category.json().errors).toEqual([{ path: 'categoryId', message: 'Category not found' }]);
  });

  it('keeps image URL, weight, dimensions, tags and the Active switch, and names their mistakes', async () => {
    const created = await call('POST', '/api/products', a.cookie, {
      name: 'Travel Comb',
      price: 6,
      imageUrl: 'https://example.test/comb.png',
      weight: 0.04,
      dimensions: '18 x 3 x 0.5 cm',
      tags: ['travel', 'gift'],
      isActive: false,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      imageUrl: 'https://example.test/comb.png',
      weight: 0.04,
      dimensions: '18 x 3 x 0.5 cm',
      tags: ['travel', 'gift'],
      isActive: false,
    });
    const changed = await call('PUT', `/api/products/${created.json().id}`, a.cookie, {
      imageUrl: '',
      weight: null,
      tags: [],
      isActive: true,
    });
    expect(changed.json()).toMatchObject({
      imageUrl: null,
      weight: null,
      dimensions: '18 x 3 x 0.5 cm',
      tags: [],
      isActive: true,
    });
    const bad = await call('POST', '/api/products', a.cookie, {
      name: 'X',
      price: 1,
      weight: -1,
      tags: ['ok', 'x'.repeat(51)],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      { path: 'weight', message: 'Weight cannot be negative' },
      { path: 'tags.1', message: 'Each tag must be at most 50 characters' },
    ]);
    const many = await call('POST', '/api/products', a.cookie, {
      name: 'X',
      price: 1,
      weight: 'heavy',
      tags: Array.from({ length: 31 }, (_, i) => `t${i}`),
    });
    expect(many.json().errors).toEqual([
      { path: 'weight', message: 'Weight must be a number' },
      { path: 'tags', message: 'At most 30 tags' },
    ]);
  });

  it('keeps SKUs unique within a business, naming the SKU, and lets another business reuse it', async () => {
    await addProduct(t.app, a.cookie, { sku: 'DUP-1' });
    const again = await call('POST', '/api/products', a.cookie, { name: 'Other', sku: 'DUP-1', price: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A product with SKU "DUP-1" already exists');
    const other = await addProduct(t.app, a.cookie, { sku: 'DUP-2' });
    const renamed = await call('PUT', `/api/products/${other.id}`, a.cookie, { sku: 'DUP-1' });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().message).toBe('A product with SKU "DUP-1" already exists');
    expect(
      (await call('POST', '/api/products', b.cookie, { name: 'B', sku: 'DUP-1', price: 1 })).statusCode,
    ).toBe(201);
  });

  it('updates fields without touching the others; a new stock count is recorded as an adjustment', async () => {
    const product = await addProduct(t.app, a.cookie, { price: 10, stockQuantity: 8, costPrice: 4 });
    const updated = await call('PUT', `/api/products/${product.id}`, a.cookie, {
      price: '12',
      stockQuantity: 5,
      adjustmentReason: 'Shelf count',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      price: '12.00',
      costPrice: '4.00',
      stockQuantity: 5,
      lowStockThreshold: 5,
    });
    const cleared = await call('PUT', `/api/products/${product.id}`, a.cookie, { costPrice: null });
    expect(cleared.json().costPrice).toBeNull();

    const history = (await call('GET', `/api/products/${product.id}/inventory`, a.cookie)).json();
    expect(
      history.map((h: { transactionType: string; quantity: number; reason: string; stockAfter: number }) => [
        h.transactionType,
        h.quantity,
        h.reason,
        h.stockAfter,
      ]),
    ).toEqual([
      ['adjustment', -3, 'Shelf count', 5],
      ['restock', 8, 'Opening stock', 8],
    ]);
  });
});

describe('listing, search and cards', () => {
  it('refuses a stock edit made against a count that has since moved, and leaves stock alone when not sent', async () => {
    const product = await addProduct(t.app, a.cookie, { name: 'Edited Wax', price: 9, stockQuantity: 8 });
    const sold = await call('POST', '/api/sales', a.cookie, {
      items: [{ productId: product.id, quantity: 2 }],
    });
    expect(sold.statusCode).toBe(201);

    const stale = await call('PUT', `/api/products/${product.id}`, a.cookie, {
      stockQuantity: 10,
      expectedStockQuantity: 8,
      adjustmentReason: 'Counted the shelf',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(
      'The stock of Edited Wax changed to 6 while you were editing. Check the new count and try again.',
    );

    const priceOnly = await call('PUT', `/api/products/${product.id}`, a.cookie, { price: 11, weight: 0.25 });
    expect(priceOnly.statusCode).toBe(200);
    expect(priceOnly.json()).toMatchObject({ price: '11.00', stockQuantity: 6, weight: 0.25 });

    const counted = await call('PUT', `/api/products/${product.id}`, a.cookie, {
      stockQuantity: 10,
      expectedStockQuantity: 6,
      adjustmentReason: 'Counted the shelf',
    });
    expect(counted.statusCode).toBe(200);
    expect(counted.json().stockQuantity).toBe(10);
    const history = (await call('GET', `/api/products/${product.id}/inventory`, a.cookie)).json();
    expect(JSON.stringify(history)).toContain('Counted the shelf');
  });

  it('searches by name or SKU (wildcards literal), filters by category, stock and low stock', async () => {
    const biz = await commerceBusiness(t.app);
    const cat = (await call('POST', '/api/categories', biz.cookie, { name: 'Nails' })).json();
    await addProduct(t.app, biz.cookie, {
      name: 'Cuticle Oil',
      sku: 'NAIL-OIL',
      categoryId: cat.id,
      stockQuantity: 0,
    });
    await addProduct(t.app, biz.cookie, { name: 'Base Coat', sku: 'NAIL-BASE', categoryId: cat.id });
    await addProduct(t.app, biz.cookie, { name: 'Shampoo', sku: 'SH-100_%' });
    const names = async (query: string) =>
      (await call('GET', `/api/products${query}`, biz.cookie)).json().map((p: { name: string }) => p.name);

    expect(await names('')).toEqual(['Base Coat', 'Cuticle Oil', 'Shampoo']);
    expect(await names('?search=oil')).toEqual(['Cuticle Oil']);
    expect(await names('?search=nail-b')).toEqual(['Base Coat']);
    expect(await names('?search=_%25')).toEqual(['Shampoo']);
    expect(await names(`?categoryId=${cat.id}`)).toEqual(['Base Coat', 'Cuticle Oil']);
    expect(await names('?inStock=true')).toEqual(['Base Coat', 'Shampoo']);
    expect(await names('?lowStock=true')).toEqual(['Cuticle Oil']);
    const bad = await call('GET', '/api/products?categoryId=hair', biz.cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Category must be a category id');
  });

  it('computes the Products cards from the database', async () => {
    const biz = await commerceBusiness(t.app);
    expect((await call('GET', '/api/products/stats', biz.cookie)).json()).toEqual({
      totalProducts: 0,
      lowStockItems: 0,
      totalValue: '0.00',
      categories: 0,
    });
    await call('POST', '/api/categories', biz.cookie, { name: 'Skin' });
    await addProduct(t.app, biz.cookie, { price: 12.5, stockQuantity: 4 });
    await addProduct(t.app, biz.cookie, { price: 3, stockQuantity: 10, lowStockThreshold: 10 });
    await addProduct(t.app, biz.cookie, { price: 100, stockQuantity: 20 });
    expect((await call('GET', '/api/products/stats', biz.cookie)).json()).toEqual({
      totalProducts: 3,
      lowStockItems: 2,
      totalValue: '2080.00',
      categories: 1,
    });
  });
});

describe('delete', () => {
  it('deletes an unsold product and deactivates a sold one', async () => {
    const unsold = await addProduct(t.app, a.cookie);
    expect((await call('DELETE', `/api/products/${unsold.id}`, a.cookie)).json()).toEqual({ deleted: true });
    expect((await call('GET', `/api/products/${unsold.id}`, a.cookie)).statusCode).toBe(404);

    const sold = await addProduct(t.app, a.cookie);
    await call('POST', '/api/sales', a.cookie, { items: [{ productId: sold.id, quantity: 1 }] });
    expect((await call('DELETE', `/api/products/${sold.id}`, a.cookie)).json()).toEqual({
      deactivated: true,
    });
    expect((await call('GET', `/api/products/${sold.id}`, a.cookie)).json().isActive).toBe(false);
    const listed = (await call('GET', '/api/products', a.cookie)).json().map((p: { id: number }) => p.id);
    expect(listed).not.toContain(sold.id);
    const all = (await call('GET', '/api/products?includeInactive=true', a.cookie)).json();
    expect(all.map((p: { id: number }) => p.id)).toContain(sold.id);
    expect(all.find((p: { id: number }) => p.id === sold.id).isActive).toBe(false);

    // Switched back on from the edit dialog: listed, and on sale, again.
    const reactivated = await call('PUT', `/api/products/${sold.id}`, a.cookie, { isActive: true });
    expect(reactivated.json().isActive).toBe(true);
    const relisted = (await call('GET', '/api/products', a.cookie)).json().map((p: { id: number }) => p.id);
    expect(relisted).toContain(sold.id);
  });
});

describe('access', () => {
  it('answers 404 for another business product on every call, as for a missing id', async () => {
    const theirs = await addProduct(t.app, b.cookie);
    for (const [method, url] of [
      ['GET', `/api/products/${theirs.id}`],
      ['PUT', `/api/products/${theirs.id}`],
      ['DELETE', `/api/products/${theirs.id}`],
      ['GET', `/api/products/${theirs.id}/inventory`],
      ['POST', `/api/products/${theirs.id}/inventory`],
      ['GET', '/api/products/abc'],
    ] as const) {
      const payload =
        method === 'POST' ? { type: 'restock', quantity: 1 } : method === 'PUT' ? { price: 1 } : undefined;
      const response = await call(method, url, a.cookie, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      // A malformed id never reaches the handler: the params contract answers its own 404.
      expect(response.json().message).toBe(url.endsWith('/abc') ? 'Not found' : 'Product not found');
    }
    expect((await call('GET', `/api/products/${theirs.id}`, b.cookie)).json().stockQuantity).toBe(10);
    const list = (await call('GET', '/api/products', a.cookie)).json().map((p: { id: number }) => p.id);
    expect(list).not.toContain(theirs.id);
  });

  it('needs a session, and staff may read but not change products', async () => {
    expect((await call('GET', '/api/products', undefined)).statusCode).toBe(401);
    const biz = await commerceBusiness(t.app);
    const product = await addProduct(t.app, biz.cookie);
    await setRole(t.db, biz.businessId, 'staff');
    expect((await call('GET', '/api/products', biz.cookie)).statusCode).toBe(200);
    expect((await call('POST', '/api/products', biz.cookie, { name: 'X', price: 1 })).statusCode).toBe(403);
    expect((await call('PUT', `/api/products/${product.id}`, biz.cookie, { price: 1 })).statusCode).toBe(403);
    expect((await call('DELETE', `/api/products/${product.id}`, biz.cookie)).statusCode).toBe(403);
    await setRole(t.db, biz.businessId, 'manager');
    expect((await call('PUT', `/api/products/${product.id}`, biz.cookie, { price: 2 })).statusCode).toBe(200);
  });
});
