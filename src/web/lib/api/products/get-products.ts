import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductItem } from '../../../../contract/products';
import { apiJson } from '../../api-client';

type ProductsFilter = { includeInactive?: boolean };

/**
 * GET /api/products: every active product, or with includeInactive the deactivated ones too. Screens
 * search and filter this list in the browser, so one cached list serves Products, New Sale and the POS.
 * The bare key ['/api/products'] is a prefix of the filtered one (and of each product's), so one
 * invalidation refreshes them all.
 */
export const productsQueryOptions = (filter: ProductsFilter = {}) =>
  filter.includeInactive
    ? queryOptions<ProductItem[]>({
        queryKey: ['/api/products', { includeInactive: true }],
        queryFn: () => apiJson<ProductItem[]>('GET', '/api/products?includeInactive=true'),
      })
    : queryOptions<ProductItem[]>({ queryKey: ['/api/products'] });

export function useProducts(filter: ProductsFilter = {}) {
  return useQuery(productsQueryOptions(filter));
}
