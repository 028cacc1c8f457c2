import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CategoryItem, UpdateCategoryInput } from '../../../../contract/products';
import { invalidateInventory } from '../../../lib/api/products/invalidate-inventory';
import { apiJson } from '../../../lib/api-client';

/** PUT /api/categories/{id}: a rename also changes the name products show. */
export function useUpdateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...changes }: UpdateCategoryInput & { id: number }) =>
      apiJson<CategoryItem>('PUT', `/api/categories/${id}`, changes),
    onSuccess: () => invalidateInventory(queryClient),
  });
}
