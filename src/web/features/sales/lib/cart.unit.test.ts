import { describe, expect, it } from 'vitest';
import { addToCart, cartTotals, setQuantity } from '../../../lib/sales/cart';

const shampoo = { id: 1, name: 'Shampoo', sku: 'SH-1', price: '12.50', stockQuantity: 3 };
const comb = { id: 2, name: 'Comb', sku: null, price: '4.99', stockQuantity: 1 };

describe('cart', () => {
  it('adds a new product once and adds 1 when it is added again', () => {
    const once = addToCart([], shampoo);
    expect(once).toEqual([
      { productId: 1, name: 'Shampoo', sku: 'SH-1', unitCents: 1250, quantity: 1, stock: 3 },
    ]);
    expect(addToCart(once, shampoo)[0]?.quantity).toBe(2);
  });

  it('never goes past the stock on hand, and ignores a product out of stock', () => {
    const full = addToCart(addToCart([], comb), comb);
    expect(full[0]?.quantity).toBe(1);
    expect(addToCart([], { ...comb, stockQuantity: 0 })).toEqual([]);
  });

  it('removes a line whose quantity drops to 0 or less', () => {
    const lines = addToCart(addToCart([], shampoo), comb);
    expect(setQuantity(lines, 1, 0).map((l) => l.productId)).toEqual([2]);
    expect(setQuantity(lines, 2, -1).map((l) => l.productId)).toEqual([1]);
  });

  it('adds tax on top of the subtotal, rounded to the cent', () => {
    const lines = setQuantity(addToCart(addToCart([], shampoo), comb), 1, 2);
    expect(cartTotals(lines, 'pos')).toEqual({
      subtotalCents: 2999,
      discountCents: 0,
      taxCents: 240,
      totalCents: 3239,
    });
    expect(cartTotals(lines, 'sales')).toEqual({
      subtotalCents: 2999,
      discountCents: 0,
      taxCents: 300,
      totalCents: 3299,
    });
    expect(cartTotals([], 'pos')).toEqual({ subtotalCents: 0, discountCents: 0, taxCents: 0, totalCents: 0 });
  });

  it("takes an offer code's discount off before the tax, never below zero (the issue's worked example)", () => {
    const dryer = { id: 9, name: 'Dryer', sku: null, price: '100.00', stockQuantity: 3 };
    expect(cartTotals(addToCart([], dryer), 'sales', undefined, 1000)).toEqual({
      subtotalCents: 10000,
      discountCents: 1000,
      taxCents: 900,
      totalCents: 9900,
    });
    expect(cartTotals(addToCart([], dryer), 'pos', undefined, 20000).totalCents).toBe(0);
  });
});
