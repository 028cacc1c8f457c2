import { describe, expect, it } from 'vitest';
import type { ProductItem } from '../../../../contract/products';
import { createProductSchema } from '../../../../contract/products';
import { emptyProductForm, formToProductInput, parseTags, productToForm } from './product-form';

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

  it('sends image, weight, dimensions, tags and the Active switch', () => {
    const body = formToProductInput({
      ...emptyProductForm,
      name: 'Argan Oil',
      price: '24',
      imageUrl: 'https://example.test/argan.png',
      weight: '0.25',
      dimensions: '5 x 5 x 12 cm',
      tags: ' vegan, travel size,, Vegan ',
      isActive: false,
    });
    expect(body).toMatchObject({
      imageUrl: 'https://example.test/argan.png',
      weight: 0.25,
      dimensions: '5 x 5 x 12 cm',
      tags: ['vegan', 'travel size'],
      isActive: false,
    });
    expect(createProductSchema.parse(body)).toMatchObject({ weight: 0.25, isActive: false });
  });

  it('sends an empty weight as null and a new product as active with no tags', () => {
    const body = formToProductInput({ ...emptyProductForm, name: 'Oil', price: '1' });
    expect(body).toMatchObject({ weight: null, tags: [], isActive: true, imageUrl: '' });
    expect(createProductSchema.parse(body)).toMatchObject({ weight: null, tags: [], imageUrl: null });
  });

  it("lets the contract answer 'Weight must be a number' for a weight that isn't one", () => {
    const parsed = createProductSchema.safeParse(
      formToProductInput({ ...emptyProductForm, name: 'Oil', price: '1', weight: '1,5' }),
    );
    expect(parsed.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['weight', 'Weight must be a number'],
    ]);
  });

  it('names an over-long tag', () => {
    const parsed = createProductSchema.safeParse({ name: 'Oil', price: 1, tags: parseTags('x'.repeat(51)) });
    expect(parsed.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['tags', 'Each tag must be at most 50 characters'],
    ]);
  });

  it('round-trips a product into the form', () => {
    const product = {
      name: 'Oil',
      sku: null,
      barcode: null,
      description: null,
      price: '24.00',
      costPrice: null,
      stockQuantity: 3,
      lowStockThreshold: 5,
      categoryId: null,
      imageUrl: null,
      weight: 1.5,
      dimensions: null,
      tags: ['vegan', 'gift'],
      isActive: false,
    } as ProductItem;
    expect(productToForm(product)).toMatchObject({ weight: '1.5', tags: 'vegan, gift', isActive: false });
    expect(formToProductInput(productToForm(product))).toMatchObject({
      weight: 1.5,
      tags: ['vegan', 'gift'],
      isActive: false,
    });
  });
});
