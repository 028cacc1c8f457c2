import type { QueryClient } from '@tanstack/react-query';

/**
 * After the plan changes (a trial starts, a card is added, a cancellation): everything that shows or
 * depends on it asks again. The current user carries the tier too (the sidebar and gates read it).
 */
export function refreshPlan(queryClient: QueryClient) {
  return Promise.all(
    [
      ['/api/subscription'],
      ['/api/auth/user'],
      ['/api/plan/usage'],
      ['/api/subscription/invoices'],
      ['/api/promo/status'],
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}
