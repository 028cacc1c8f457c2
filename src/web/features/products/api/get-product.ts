import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductItem } from '../../../../contract/products';
import { productsQueryOptions } from '../../../lib/api/products/get-products';

/** GET /api/products/{id}; its key sits under the list's, so invalidating the list refreshes it too. */
export const productQueryOptions = (id: number) =>
  queryOptions<ProductItem>({ queryKey: [...productsQueryOptions().queryKey, id] });

export function useProduct(id: number) {
  return useQuery(productQueryOptions(id));
}
