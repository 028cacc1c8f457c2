import { describe, expect, it } from 'vitest';
import { commerceTestApp } from '../products/commerce-app-fixtures';
import { addProduct, commerceBusiness, setRole } from '../products/commerce-fixtures';

const { t, a, b, call } = commerceTestApp();

describe('categories', () => {
  it('creates, renames and lists by name with product counts', async () => {
    const created = await call('POST', '/api/categories', a.cookie, {
      name: 'Skin',
      description: 'Face and body',
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    await addProduct(t.app, a.cookie, { categoryId: id });
    const renamed = await call('PUT', `/api/categories/${id}`, a.cookie, { name: 'Skin care' });
    expect(renamed.json()).toMatchObject({
      id,
      name: 'Skin care',
      description: 'Face and body',
      productCount: 1,
    });
    await call('POST', '/api/categories', a.cookie, { name: 'Hair' });
    const list = (await call('GET', '/api/categories', a.cookie)).json();
    expect(list.map((c: { name: string; productCount: number }) => [c.name, c.productCount])).toEqual([
      ['Hair', 0],
      ['Skin care', 1],
    ]);
  });

  it('answers the validation messages and 409 for a duplicate name', async () => {
    const empty = await call('POST', '/api/categories', a.cookie, { name: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual([{ path: 'name', message: 'Category name is required' }]);
    const long = await call('POST', '/api/categories', a.cookie, { name: 'x'.repeat(101) });
    expect(long.json().message).toBe('Category name must be at most 100 characters');
    await call('POST', '/api/categories', a.cookie, { name: 'Tools' });
    const dup = await call('POST', '/api/categories', a.cookie, { name: 'Tools' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('A category named "Tools" already exists');
    expect((await call('POST', '/api/categories', b.cookie, { name: 'Tools' })).statusCode).toBe(201);
  });

  it('deletes a category and leaves its products uncategorized', async () => {
    const cat = (await call('POST', '/api/categories', a.cookie, { name: 'Seasonal' })).json();
    const product = await addProduct(t.app, a.cookie, { categoryId: cat.id });
    expect((await call('DELETE', `/api/categories/${cat.id}`, a.cookie)).statusCode).toBe(204);
    const after = (await call('GET', `/api/products/${product.id}`, a.cookie)).json();
    expect(after).toMatchObject({ categoryId: null, category: null });
  });

  it("answers 404 for another business's category and 403 for staff writes", async () => {
    const theirs = (await call('POST', '/api/categories', b.cookie, { name: 'Theirs' })).json();
    expect((await call('PUT', `/api/categories/${theirs.id}`, a.cookie, { name: 'Mine' })).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', `/api/categories/${theirs.id}`, a.cookie)).statusCode).toBe(404);
    const assign = await call('POST', '/api/products', a.cookie, {
      name: 'X',
      price: 1,
      categoryId: theirs.id,
    });
    expect(assign.json().message).toBe('Category not found');

    const biz = await commerceBusiness(t.app);
    await setRole(t.db, biz.businessId, 'staff');
    expect((await call('GET', '/api/categories', biz.cookie)).statusCode).toBe(200);
    expect((await call('POST', '/api/categories', biz.cookie, { name: 'No' })).statusCode).toBe(403);
  });
});
