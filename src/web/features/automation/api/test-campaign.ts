import { useMutation } from '@tanstack/react-query';
import type { TestSendResult } from '../../../../contract/campaigns';
import { apiJson } from '../../../lib/api-client';

/**
 * POST /api/campaigns/{id}/test → 202 with the signed-in member's own address; 403 when the plan has no
 * email. A test changes no campaign, so nothing is refetched.
 */
export function useTestCampaign() {
  return useMutation({
    mutationFn: (id: number) => apiJson<TestSendResult>('POST', `/api/campaigns/${id}/test`),
  });
}
