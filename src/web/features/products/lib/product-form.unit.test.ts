import { describe, expect, it } from 'vitest';
import { createProductSchema } from '../../../../contract/products';
import { emptyProductForm, formToProductInput } from './product-form';

describe('product form to API body', () => {
  it('sends an empty cost as null and keeps the spec defaults', () => {
    const body = formToProductInput({ ...emptyProductForm, name: 'Argan Oil', price: '24.00' });
    expect(body).toMatchObject({ price: '24.00', costPrice: null, stockQuantity: 0, lowStockThreshold: 5 });
    expect(body.categoryId).toBeNull();
    expect(createProductSchema.safeParse(body).success).toBe(true);
  });

  it("lets the contract answer 'Price is required' for an empty price", () => {
    const parsed = createProductSchema.safeParse(formToProductInput({ ...emptyProductForm, name: 'Oil' }));
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['price', 'Price is required'],
    ]);
  });

  it('falls back to the defaults when stock fields are cleared', () => {
    const body = formToProductInput({ ...emptyProductForm, stockQuantity: ' ', lowStockThreshold: '' });
    expect(body).toMatchObject({ stockQuantity: 0, lowStockThreshold: 5 });
  });
});
