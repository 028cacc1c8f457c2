import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductItem } from '../../../../contract/products';

/**
 * GET /api/products: every active product. Screens search and filter this list in the browser, so one
 * cached list serves Products, New Sale and the POS, and one invalidation refreshes all three.
 */
export const productsQueryOptions = () => queryOptions<ProductItem[]>({ queryKey: ['/api/products'] });

export function useProducts() {
  return useQuery(productsQueryOptions());
}
