import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateFlowInput, Flow } from '../../../../contract/flows';
import { apiJson } from '../../../lib/api-client';
import { flowsQueryOptions } from './list-flows';

/** POST /api/automated-flows → 201 the flow; 400 with field messages (paths like `flowSteps.1.subject`). */
export function useCreateFlow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateFlowInput) => apiJson<Flow>('POST', '/api/automated-flows', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: flowsQueryOptions().queryKey }),
  });
}
