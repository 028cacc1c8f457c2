import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Subscription } from '../../../../contract/billing';
import { refreshPlan } from '../../../lib/api/billing/refresh-plan';
import { apiJson } from '../../../lib/api-client';
import { subscriptionQueryOptions } from '../../../lib/subscription';

/** POST /api/subscription/cancel (owner): the plan ends with its current period; 409 when there is none. */
export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<Subscription>('POST', '/api/subscription/cancel'),
    onSuccess: (subscription) => {
      queryClient.setQueryData(subscriptionQueryOptions().queryKey, subscription);
      void refreshPlan(queryClient);
    },
  });
}
