import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductStats } from '../../../../contract/products';

/** GET /api/products/stats: the four Products cards. */
export const productStatsQueryOptions = () =>
  queryOptions<ProductStats>({ queryKey: ['/api/products/stats'] });

export function useProductStats() {
  return useQuery(productStatsQueryOptions());
}
