import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateProductInput, ProductItem } from '../../../../contract/products';
import { invalidateInventory } from '../../../lib/api/products/invalidate-inventory';
import { apiJson } from '../../../lib/api-client';

/** POST /api/products -> 201 the product. */
export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateProductInput) => apiJson<ProductItem>('POST', '/api/products', input),
    onSuccess: () => invalidateInventory(queryClient),
  });
}
