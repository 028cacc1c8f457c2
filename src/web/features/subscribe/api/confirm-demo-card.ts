import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Subscription } from '../../../../contract/billing';
import { apiJson } from '../../../lib/api-client';
import { subscriptionQueryOptions } from '../../../lib/subscription';

export type DemoCard = { clientSecret: string; cardNumber: string; expiry: string; cvc: string };

/**
 * POST /api/subscription/card (owner, demo provider): the offline card form. 200 with the plan;
 * 402 'Your card was declined.'; 400 with field messages; 409 when Stripe takes the cards.
 */
export function useConfirmDemoCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (card: DemoCard) => apiJson<Subscription>('POST', '/api/subscription/card', card),
    onSuccess: (subscription) => queryClient.setQueryData(subscriptionQueryOptions().queryKey, subscription),
  });
}
