import type { SubscriptionRequest } from '../../../../contract/billing';
import { apiJson } from '../../../lib/api-client';

/**
 * POST /api/create-subscription (owner): starts the plan (the 3-month trial on a first subscription) and
 * answers the secret the card form confirms; for a business already on the plan, a new card secret.
 */
export function createSubscription(input: SubscriptionRequest): Promise<{ clientSecret: string }> {
  return apiJson<{ clientSecret: string }>('POST', '/api/create-subscription', input);
}
