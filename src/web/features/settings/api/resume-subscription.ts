import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Subscription } from '../../../../contract/billing';
import { refreshPlan } from '../../../lib/api/billing/refresh-plan';
import { apiJson } from '../../../lib/api-client';
import { subscriptionQueryOptions } from '../../../lib/subscription';

/** POST /api/subscription/resume (owner): takes a cancellation back before the period ends; 409 when none. */
export function useResumeSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<Subscription>('POST', '/api/subscription/resume'),
    onSuccess: (subscription) => {
      queryClient.setQueryData(subscriptionQueryOptions().queryKey, subscription);
      void refreshPlan(queryClient);
    },
  });
}
