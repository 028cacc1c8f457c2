import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SaleSummary } from '../../../../contract/sales';
import { apiJson } from '../../api-client';

/** The key every sales list lives under; a completed sale or refund invalidates it. */
export const salesQueryOptions = () => queryOptions<SaleSummary[]>({ queryKey: ['/api/sales'] });

/**
 * GET /api/sales?search=: the newest sales, searched on the server (customer name or sale id), so an old
 * sale is found even when it is not among the newest ones.
 */
export function useSales(search: string) {
  const wanted = search.trim();
  return useQuery({
    queryKey: [...salesQueryOptions().queryKey, 'search', wanted],
    queryFn: () =>
      apiJson<SaleSummary[]>(
        'GET',
        wanted ? `/api/sales?search=${encodeURIComponent(wanted)}` : '/api/sales',
      ),
    placeholderData: keepPreviousData,
  });
}
