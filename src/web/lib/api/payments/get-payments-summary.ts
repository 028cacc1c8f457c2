import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentsSummary } from '../../../../contract/payments';

/** GET /api/payments/summary: all-time and this month's figures from real sales and refunds. */
export const paymentsSummaryQueryOptions = () =>
  queryOptions<PaymentsSummary>({ queryKey: ['/api/payments/summary'] });

export function usePaymentsSummary() {
  return useQuery(paymentsSummaryQueryOptions());
}
