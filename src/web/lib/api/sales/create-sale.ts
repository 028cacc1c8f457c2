import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateSaleInput, CreateSaleResult } from '../../../../contract/sales';
import { apiJson } from '../../api-client';
import { invalidateAfterSale } from './invalidate-after-sale';

/** POST /api/sales -> 201 the completed sale (with changeDue for cash). */
export function useCreateSale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateSaleInput) => apiJson<CreateSaleResult>('POST', '/api/sales', input),
    onSuccess: () => invalidateAfterSale(queryClient),
  });
}
