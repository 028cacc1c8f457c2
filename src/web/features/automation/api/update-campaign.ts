import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Campaign, UpdateCampaignInput } from '../../../../contract/campaigns';
import { apiJson } from '../../../lib/api-client';
import { campaignsQueryOptions } from './list-campaigns';

/**
 * PUT /api/campaigns/{id}: a draft's or scheduled campaign's fields, or `{ status: 'cancelled' }` to stop a
 * scheduled or sending one; 409 once it is sending or sent.
 */
export function useUpdateCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...changes }: UpdateCampaignInput & { id: number }) =>
      apiJson<Campaign>('PUT', `/api/campaigns/${id}`, changes),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignsQueryOptions().queryKey }),
  });
}
