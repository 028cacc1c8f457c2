import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Campaign, CreateCampaignInput } from '../../../../contract/campaigns';
import { apiJson } from '../../../lib/api-client';
import { campaignsQueryOptions } from './list-campaigns';

/** POST /api/campaigns → 201 a draft; 400 with field messages (paths like `targetAudience.days`). */
export function useCreateCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateCampaignInput) => apiJson<Campaign>('POST', '/api/campaigns', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignsQueryOptions().queryKey }),
  });
}
