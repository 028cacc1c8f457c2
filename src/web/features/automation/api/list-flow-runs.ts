import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FlowRun } from '../../../../contract/flows';
import { apiJson } from '../../../lib/api-client';
import { flowsQueryOptions } from './list-flows';

/** Runs move on their own (the flow job runs steps as they fall due), so an open history asks this often. */
const RUNS_REFRESH_MS = 10_000;

/** GET /api/automated-flows/{id}/runs: the latest 100 runs, each with what its steps did. */
export const flowRunsQueryOptions = (flowId: number) =>
  queryOptions({
    queryKey: [...flowsQueryOptions().queryKey, flowId, 'runs'],
    queryFn: () => apiJson<FlowRun[]>('GET', `/api/automated-flows/${flowId}/runs`),
  });

export function useFlowRuns(flowId: number) {
  return useQuery({ ...flowRunsQueryOptions(flowId), refetchInterval: RUNS_REFRESH_MS });
}
