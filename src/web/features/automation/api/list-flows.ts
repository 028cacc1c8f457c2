import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Flow } from '../../../../contract/flows';
import { apiJson } from '../../../lib/api-client';

/**
 * GET /api/automated-flows: every flow, newest first, with its runs counted by status. Its key is the prefix
 * of each flow's runs, so one invalidation after a write refreshes both.
 */
export const flowsQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/automated-flows'],
    queryFn: () => apiJson<Flow[]>('GET', '/api/automated-flows'),
    // Runs move on the server every half minute: the cards' counts follow.
    refetchInterval: 30_000,
  });

export function useFlows() {
  return useQuery(flowsQueryOptions());
}
