import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CategoryItem, CreateCategoryInput } from '../../../../contract/products';
import { invalidateInventory } from '../../../lib/api/products/invalidate-inventory';
import { apiJson } from '../../../lib/api-client';

/** POST /api/categories -> 201 the category. */
export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateCategoryInput) => apiJson<CategoryItem>('POST', '/api/categories', input),
    onSuccess: () => invalidateInventory(queryClient),
  });
}
