import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateInventory } from '../../../lib/api/products/invalidate-inventory';
import { apiRequest } from '../../../lib/api-client';

/** DELETE /api/categories/{id}: its products stay, uncategorized. */
export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiRequest('DELETE', `/api/categories/${id}`);
    },
    onSuccess: () => invalidateInventory(queryClient),
  });
}
