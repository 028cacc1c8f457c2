import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BusinessProfile, UpdateBusinessInput } from '../../../../contract/business';
import { businessQueryOptions } from '../../../lib/api/business/get-business';
import { apiJson } from '../../../lib/api-client';
import { currentUserQueryOptions } from '../../../lib/current-user';

/** PUT /api/business → the saved profile; the header's business name comes from the current user. */
export function useUpdateBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateBusinessInput) => apiJson<BusinessProfile>('PUT', '/api/business', input),
    onSuccess: (business) => {
      queryClient.setQueryData(businessQueryOptions().queryKey, business);
      void queryClient.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey });
    },
  });
}
