import { describe, expect, it } from 'vitest';
import { matchesProductSearch } from '../../../lib/products/search';
import { findScannedProduct } from './scan';

const products = [
  { id: 1, name: 'Argan Oil', sku: 'OIL-50', barcode: '0123456789012' },
  { id: 2, name: 'Oil Comb', sku: null, barcode: null },
];

describe('scanning and searching products', () => {
  it('finds an exact SKU or barcode, ignoring case and spaces', () => {
    expect(findScannedProduct(products, ' oil-50 ')?.id).toBe(1);
    expect(findScannedProduct(products, '0123456789012')?.id).toBe(1);
  });

  it('finds nothing for a partial code or an empty box', () => {
    expect(findScannedProduct(products, 'OIL')).toBeUndefined();
    expect(findScannedProduct(products, '  ')).toBeUndefined();
  });

  it('searches by name or SKU', () => {
    expect(products.filter((p) => matchesProductSearch(p, 'oil')).map((p) => p.id)).toEqual([1, 2]);
    expect(products.filter((p) => matchesProductSearch(p, 'oil-5')).map((p) => p.id)).toEqual([1]);
    expect(products.filter((p) => matchesProductSearch(p, '')).map((p) => p.id)).toEqual([1, 2]);
  });
});
