import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { campaignsQueryOptions } from './list-campaigns';

/** DELETE /api/campaigns/{id} → 204; 409 while it is sending. */
export function useDeleteCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiJson<void>('DELETE', `/api/campaigns/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignsQueryOptions().queryKey }),
  });
}
