import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { Audience, AudienceCount } from '../../../../contract/campaigns';
import { apiJson } from '../../../lib/api-client';
import { campaignsQueryOptions } from './list-campaigns';

/**
 * POST /api/campaigns/audience: how many subscribed clients with an email match now. Null: the audience
 * isn't complete yet (no days, no service), so nothing is asked.
 */
export const audienceCountQueryOptions = (targetAudience: Audience | null) =>
  queryOptions({
    queryKey: [...campaignsQueryOptions().queryKey, 'audience', targetAudience],
    queryFn: targetAudience
      ? () => apiJson<AudienceCount>('POST', '/api/campaigns/audience', { targetAudience })
      : skipToken,
    // Clients subscribe and unsubscribe outside this screen (booking page, portal, email links), so each
    // dialog asks again rather than trusting an earlier answer.
    staleTime: 0,
  });

/** The count, keeping the previous number on screen while a changed audience is counted. */
export function useAudienceCount(targetAudience: Audience | null) {
  return useQuery({ ...audienceCountQueryOptions(targetAudience), placeholderData: keepPreviousData });
}
