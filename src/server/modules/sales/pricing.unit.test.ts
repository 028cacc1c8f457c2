import { describe, expect, it } from 'vitest';
import { type CreateSale, taxCents } from '../../../contract/sales';
import { HttpError } from '../../lib/http-errors';
import { priceSale, type ShelfProduct } from './pricing';

const shelf = new Map<number, ShelfProduct>([
  [1, { id: 1, name: 'Serum', priceCents: 1999, stockQuantity: 3, isActive: true }],
  [2, { id: 2, name: 'Comb', priceCents: 450, stockQuantity: 1, isActive: true }],
]);
const sale = (extra: Partial<CreateSale> & Pick<CreateSale, 'items'>): CreateSale => ({
  channel: 'sales',
  paymentMethod: 'cash',
  ...extra,
});

function failure(run: () => unknown) {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return { status: error.statusCode, message: error.message };
  }
  return undefined;
}

describe('taxCents', () => {
  it('adds 10% on the Sales screen and 8% at the POS, rounded half up to the cent', () => {
    expect(taxCents('sales', 4448)).toBe(445);
    expect(taxCents('pos', 4448)).toBe(356);
    expect(taxCents('pos', 1000)).toBe(80);
    expect(taxCents('sales', 5)).toBe(1);
  });
});

describe('priceSale', () => {
  it('prices from the shelf, summing a product that appears on two lines', () => {
    const priced = priceSale(
      sale({
        items: [
          { productId: 1, quantity: 2 },
          { productId: 1, quantity: 1 },
        ],
      }),
      shelf,
    );
    expect(priced).toMatchObject({ subtotalCents: 5997, taxCents: 600, totalCents: 6597 });
    expect([...priced.quantities]).toEqual([[1, 3]]);
  });

  it('refuses a product over its stock across lines with a 409 naming it', () => {
    const run = () =>
      priceSale(
        sale({
          items: [
            { productId: 2, quantity: 1 },
            { productId: 2, quantity: 1 },
          ],
        }),
        shelf,
      );
    expect(failure(run)).toEqual({ status: 409, message: 'Not enough stock of "Comb": 1 left' });
  });

  it('checks the figures a caller sent but never uses them', () => {
    expect(
      failure(() => priceSale(sale({ items: [{ productId: 2, quantity: 1 }], totalAmount: 495 }), shelf)),
    ).toBe(undefined);
    expect(
      failure(() => priceSale(sale({ items: [{ productId: 2, quantity: 1 }], totalAmount: 1 }), shelf)),
    ).toEqual({
      status: 400,
      message: 'Sale totals do not match the current prices',
    });
  });
});
