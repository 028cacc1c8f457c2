import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SalesStats } from '../../../../contract/sales';

/** GET /api/sales/stats: the four Sales cards. */
export const salesStatsQueryOptions = () => queryOptions<SalesStats>({ queryKey: ['/api/sales/stats'] });

export function useSalesStats() {
  return useQuery(salesStatsQueryOptions());
}
