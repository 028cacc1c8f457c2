import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Subscription } from '../../contract/billing';
import { useCurrentUser } from './current-user';

/** What the plan gates read: the tier and whether its subscription is active (spec §4, §6). */
export type PlanState = Pick<Subscription, 'subscriptionTier' | 'subscriptionStatus'>;

/** GET /api/subscription (spec §7: only when signed in, no retry): the plan, trial, period, discount and card. */
export const subscriptionQueryOptions = () =>
  queryOptions<Subscription>({ queryKey: ['/api/subscription'], retry: false });

/** The whole subscription, for the screens that show it (Subscribe, Settings → Billing, the promo). */
export function useSubscriptionDetails() {
  const { user } = useCurrentUser();
  return useQuery({ ...subscriptionQueryOptions(), enabled: user !== null });
}

/** The plan, falling back to the one carried by the current user until the call answers. */
export function useSubscription(): PlanState | null {
  const { user } = useCurrentUser();
  const query = useSubscriptionDetails();
  if (query.data) return query.data;
  return user
    ? { subscriptionTier: user.subscriptionTier, subscriptionStatus: user.subscriptionStatus }
    : null;
}
