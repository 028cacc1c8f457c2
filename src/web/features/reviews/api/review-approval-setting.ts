import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BusinessProfile } from '../../../../contract/business';
import { apiJson } from '../../../lib/api-client';

const businessKey = ['/api/business'] as const;

/** GET /api/business: whether reviews without a visit wait for approval. */
export function useBusinessProfile() {
  return useQuery(
    queryOptions({ queryKey: businessKey, queryFn: () => apiJson<BusinessProfile>('GET', '/api/business') }),
  );
}

/** PUT /api/business { reviewsNeedApproval }. */
export function useSetReviewsNeedApproval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reviewsNeedApproval: boolean) =>
      apiJson<BusinessProfile>('PUT', '/api/business', { reviewsNeedApproval }),
    onSuccess: (business) => queryClient.setQueryData(businessKey, business),
  });
}
