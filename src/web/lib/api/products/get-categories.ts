import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CategoryItem } from '../../../../contract/products';

/** GET /api/categories. */
export const categoriesQueryOptions = () => queryOptions<CategoryItem[]>({ queryKey: ['/api/categories'] });

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
