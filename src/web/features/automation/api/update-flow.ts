import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Flow, UpdateFlowInput } from '../../../../contract/flows';
import { apiJson } from '../../../lib/api-client';
import { flowsQueryOptions } from './list-flows';

/** PUT /api/automated-flows/{id}: any subset, e.g. `{ isActive: true }` to switch it on from now. */
export function useUpdateFlow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...changes }: UpdateFlowInput & { id: number }) =>
      apiJson<Flow>('PUT', `/api/automated-flows/${id}`, changes),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: flowsQueryOptions().queryKey }),
  });
}
