import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateServiceInput, ServiceItem } from '../../../../contract/services';
import { servicesQueryOptions } from '../../../lib/api/services/get-services';
import { apiJson } from '../../../lib/api-client';

/** POST /api/services -> 201 the service. */
export function useCreateService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateServiceInput) => apiJson<ServiceItem>('POST', '/api/services', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: servicesQueryOptions().queryKey }),
  });
}
