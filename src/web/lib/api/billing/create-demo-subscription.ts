import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubscriptionRequest } from '../../../../contract/billing';
import { apiJson } from '../../api-client';
import { refreshPlan } from './refresh-plan';

export type DemoSubscriptionStarted = { message: string; clientSecret: string };

/**
 * POST /api/create-subscription-demo (owner): starts the plan's 3-month trial at once, without a card
 * (spec §7). The card, if any, is added later with the returned secret.
 */
export function createDemoSubscription(input: SubscriptionRequest): Promise<DemoSubscriptionStarted> {
  return apiJson<DemoSubscriptionStarted>('POST', '/api/create-subscription-demo', input);
}

/** The promo's Claim Offer: the trial starts, and the plan everywhere on screen follows. */
export function useCreateDemoSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDemoSubscription,
    onSuccess: () => refreshPlan(queryClient),
  });
}
