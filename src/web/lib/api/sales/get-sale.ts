import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SaleDetail } from '../../../../contract/sales';
import { salesQueryOptions } from './get-sales';

/** GET /api/sales/{id}: lines, refunds and the business block a receipt needs. */
export const saleQueryOptions = (id: number) =>
  queryOptions<SaleDetail>({ queryKey: [...salesQueryOptions().queryKey, id] });

export function useSale(id: number) {
  return useQuery(saleQueryOptions(id));
}
