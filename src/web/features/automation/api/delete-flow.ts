import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { flowsQueryOptions } from './list-flows';

/** DELETE /api/automated-flows/{id} → 204; its run history goes with it. */
export function useDeleteFlow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiJson<void>('DELETE', `/api/automated-flows/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: flowsQueryOptions().queryKey }),
  });
}
