import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InventoryTransactionItem } from '../../../../contract/products';
import { productsQueryOptions } from '../../../lib/api/products/get-products';

/** GET /api/products/{id}/inventory: the product's stock history, newest first. */
export const inventoryQueryOptions = (productId: number) =>
  queryOptions<InventoryTransactionItem[]>({
    queryKey: [...productsQueryOptions().queryKey, productId, 'inventory'],
  });

export function useInventory(productId: number) {
  return useQuery(inventoryQueryOptions(productId));
}
