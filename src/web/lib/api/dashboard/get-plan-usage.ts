import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlanUsage } from '../../../../contract/dashboard';

/** GET /api/plan/usage: appointments booked this month against the plan's monthly limit. */
export const planUsageQueryOptions = () => queryOptions<PlanUsage>({ queryKey: ['/api/plan/usage'] });

export function usePlanUsage() {
  return useQuery(planUsageQueryOptions());
}
