import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Campaign } from '../../../../contract/campaigns';
import { apiJson } from '../../../lib/api-client';
import { campaignsInFlight } from '../lib/campaign-display';

/** Metrics move while a campaign goes out, so the list polls at this pace until none is scheduled or sending. */
const IN_FLIGHT_REFRESH_MS = 5000;

/**
 * GET /api/campaigns: every campaign, newest first, each with its live metrics. Its key is the prefix of the
 * audience counts, so one invalidation after a write refreshes both.
 */
export const campaignsQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/campaigns'],
    queryFn: () => apiJson<Campaign[]>('GET', '/api/campaigns'),
  });

export function useCampaigns() {
  return useQuery({
    ...campaignsQueryOptions(),
    refetchInterval: (query) => (campaignsInFlight(query.state.data) ? IN_FLIGHT_REFRESH_MS : false),
  });
}
