import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardStats } from '../../../../contract/dashboard';

/** GET /api/dashboard/stats: today, this week, no-shows and revenue with the period before each. */
export const dashboardStatsQueryOptions = () =>
  queryOptions<DashboardStats>({ queryKey: ['/api/dashboard/stats'] });

export function useDashboardStats() {
  return useQuery(dashboardStatsQueryOptions());
}
