import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteProductResult } from '../../../../contract/products';
import { invalidateInventory } from '../../../lib/api/products/invalidate-inventory';
import { apiJson } from '../../../lib/api-client';

/** DELETE /api/products/{id}: deleted, or deactivated when sales reference it. */
export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiJson<DeleteProductResult>('DELETE', `/api/products/${id}`),
    onSuccess: () => invalidateInventory(queryClient),
  });
}
