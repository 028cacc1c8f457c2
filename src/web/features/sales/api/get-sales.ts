import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SaleSummary } from '../../../../contract/sales';

/** GET /api/sales: the most recent sales, newest first; the screen searches them in the browser. */
export const salesQueryOptions = () => queryOptions<SaleSummary[]>({ queryKey: ['/api/sales'] });

export function useSales() {
  return useQuery(salesQueryOptions());
}
