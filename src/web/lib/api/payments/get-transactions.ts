import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentMethod, PaymentStatus, Transaction } from '../../../../contract/payments';
import { apiJson } from '../../api-client';

export type TransactionFilters = { search?: string; status?: PaymentStatus; method?: PaymentMethod };

/** GET /api/transactions: sales and refunds, newest first; filters run on the server. */
export const transactionsQueryOptions = (filters: TransactionFilters = {}) =>
  queryOptions({
    queryKey: ['/api/transactions', filters],
    queryFn: () => {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
      const query = params.toString();
      return apiJson<Transaction[]>('GET', `/api/transactions${query ? `?${query}` : ''}`);
    },
  });

export function useTransactions(filters: TransactionFilters) {
  return useQuery({ ...transactionsQueryOptions(filters), placeholderData: keepPreviousData });
}
