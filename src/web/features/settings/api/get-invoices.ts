import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Invoice } from '../../../../contract/billing';
import { apiJson } from '../../../lib/api-client';

/** GET /api/subscription/invoices (owner, admin): the plan's invoices, newest first. */
export const invoicesQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/subscription/invoices'],
    queryFn: () => apiJson<Invoice[]>('GET', '/api/subscription/invoices'),
  });

export function useInvoices() {
  return useQuery(invoicesQueryOptions());
}
