import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteServiceResult } from '../../../../contract/services';
import { servicesQueryOptions } from '../../../lib/api/services/get-services';
import { apiJson } from '../../../lib/api-client';

/** DELETE /api/services/{id}: deleted, or only deactivated when appointments use it. */
export function useDeleteService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiJson<DeleteServiceResult>('DELETE', `/api/services/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: servicesQueryOptions().queryKey }),
  });
}
