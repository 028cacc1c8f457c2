import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubscriptionRequest } from '../../../../contract/billing';
import { createDemoSubscription } from '../../../lib/api/billing/create-demo-subscription';
import { refreshPlan } from '../../../lib/api/billing/refresh-plan';
import { createSubscription } from './create-subscription';

/**
 * Spec §4 Subscribe: the payment form loads with the authenticated call first, falling back to the demo
 * call; the mutation fails only when both do. Answers the secret the card form confirms.
 */
export function useStartPaymentForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SubscriptionRequest): Promise<string> => {
      try {
        return (await createSubscription(input)).clientSecret;
      } catch {
        return (await createDemoSubscription(input)).clientSecret;
      }
    },
    // The trial starts with the call: the plan shown everywhere follows it.
    onSuccess: () => refreshPlan(queryClient),
  });
}
