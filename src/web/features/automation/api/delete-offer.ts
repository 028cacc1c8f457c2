import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { offersQueryOptions } from './list-offers';

/** DELETE /api/offers/{id} → 204. */
export function useDeleteOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiJson<void>('DELETE', `/api/offers/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: offersQueryOptions().queryKey }),
  });
}
