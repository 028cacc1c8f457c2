import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductItem, UpdateProductInput } from '../../../../contract/products';
import { invalidateInventory } from '../../../lib/api/products/invalidate-inventory';
import { apiJson } from '../../../lib/api-client';

/** PUT /api/products/{id}: a changed stockQuantity is recorded as an adjustment with adjustmentReason. */
export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...changes }: UpdateProductInput & { id: number }) =>
      apiJson<ProductItem>('PUT', `/api/products/${id}`, changes),
    onSuccess: () => invalidateInventory(queryClient),
  });
}
