import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ServiceItem, UpdateServiceInput } from '../../../../contract/services';
import { servicesQueryOptions } from '../../../lib/api/services/get-services';
import { apiJson } from '../../../lib/api-client';

/** PUT /api/services/{id} -> the service. */
export function useUpdateService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...changes }: UpdateServiceInput & { id: number }) =>
      apiJson<ServiceItem>('PUT', `/api/services/${id}`, changes),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: servicesQueryOptions().queryKey }),
  });
}
