import type { QueryClient } from '@tanstack/react-query';
import { paymentsSummaryQueryOptions } from '../payments/get-payments-summary';
import { transactionsQueryOptions } from '../payments/get-transactions';
import { invalidateInventory } from '../products/invalidate-inventory';
import { salesQueryOptions } from './get-sales';
import { salesStatsQueryOptions } from './get-sales-stats';

/** A sale or refund moves stock, sales, their cards and the payments screens. */
export function invalidateAfterSale(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: salesQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: salesStatsQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: transactionsQueryOptions().queryKey.slice(0, 1) }),
    queryClient.invalidateQueries({ queryKey: paymentsSummaryQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: ['/api/payments/report'] }),
    queryClient.invalidateQueries({ queryKey: ['/api/dashboard/stats'] }),
    invalidateInventory(queryClient),
  ]);
}
