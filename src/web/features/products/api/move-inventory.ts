import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InventoryMoveInput, InventoryMoveResult } from '../../../../contract/products';
import { invalidateInventory } from '../../../lib/api/products/invalidate-inventory';
import { apiJson } from '../../../lib/api-client';

/** POST /api/products/{id}/inventory: a restock (adds) or an adjustment (signed, with a reason). */
export function useMoveInventory(productId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InventoryMoveInput) =>
      apiJson<InventoryMoveResult>('POST', `/api/products/${productId}/inventory`, input),
    onSuccess: () => invalidateInventory(queryClient),
  });
}
