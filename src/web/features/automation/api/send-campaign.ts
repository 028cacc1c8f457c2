import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Campaign, SendCampaign } from '../../../../contract/campaigns';
import { apiJson } from '../../../lib/api-client';
import { campaignsQueryOptions } from './list-campaigns';

/**
 * POST /api/campaigns/{id}/send: now (status 'sending') or at `scheduledAt` (status 'scheduled'); 409 when
 * it isn't a draft, 400 when nobody matches, 403 when the plan has no email.
 */
export function useSendCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...when }: SendCampaign & { id: number }) =>
      apiJson<Campaign>('POST', `/api/campaigns/${id}/send`, when),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignsQueryOptions().queryKey }),
  });
}
