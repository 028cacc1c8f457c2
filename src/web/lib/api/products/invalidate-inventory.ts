import type { QueryClient } from '@tanstack/react-query';
import { categoriesQueryOptions } from './get-categories';
import { productStatsQueryOptions } from './get-product-stats';
import { productsQueryOptions } from './get-products';

/** Products, each product's page and history, the cards and category counts all follow a product change. */
export function invalidateInventory(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: productsQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: productStatsQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: categoriesQueryOptions().queryKey }),
  ]);
}
