import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateRefundInput, CreateRefundResult } from '../../../../contract/sales';
import { invalidateAfterSale } from '../../../lib/api/sales/invalidate-after-sale';
import { apiJson } from '../../../lib/api-client';

/** POST /api/sales/{id}/refunds: all that is left, or chosen lines; the server computes the amount. */
export function useRefundSale(saleId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateRefundInput) =>
      apiJson<CreateRefundResult>('POST', `/api/sales/${saleId}/refunds`, input),
    onSuccess: () => invalidateAfterSale(queryClient),
  });
}
