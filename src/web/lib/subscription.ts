import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubscriptionStatusName, SubscriptionTierName } from '../../contract/plans';
import { useCurrentUser } from './current-user';

export type Subscription = {
  subscriptionTier: SubscriptionTierName;
  subscriptionStatus: SubscriptionStatusName;
};

/** GET /api/subscription (spec §7: only when signed in, no retry). */
export const subscriptionQueryOptions = () =>
  queryOptions<Subscription>({ queryKey: ['/api/subscription'], retry: false });

/** The plan, falling back to the one carried by the current user until the call answers. */
export function useSubscription(): Subscription | null {
  const { user } = useCurrentUser();
  const query = useQuery({ ...subscriptionQueryOptions(), enabled: user !== null });
  if (query.data) return query.data;
  return user
    ? { subscriptionTier: user.subscriptionTier, subscriptionStatus: user.subscriptionStatus }
    : null;
}
