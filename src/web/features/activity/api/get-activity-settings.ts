import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditSettings } from '../../../../contract/audit';
import { apiJson } from '../../../lib/api-client';

/** GET /api/activity/settings: how many days the trail is kept. */
export const activitySettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/activity/settings'],
    queryFn: () => apiJson<AuditSettings>('GET', '/api/activity/settings'),
  });

export function useActivitySettings() {
  return useQuery(activitySettingsQueryOptions());
}
