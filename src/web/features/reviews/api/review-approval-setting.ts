import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BusinessProfile } from '../../../../contract/business';
import { businessQueryOptions } from '../../../lib/api/business/get-business';
import { apiJson } from '../../../lib/api-client';

/** PUT /api/business { reviewsNeedApproval }. */
export function useSetReviewsNeedApproval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reviewsNeedApproval: boolean) =>
      apiJson<BusinessProfile>('PUT', '/api/business', { reviewsNeedApproval }),
    onSuccess: (business) => queryClient.setQueryData(businessQueryOptions().queryKey, business),
  });
}
