import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditEventPage } from '../../../../contract/audit';
import { apiJson } from '../../../lib/api-client';
import { type ActivityFilter, apiQueryOf } from '../lib/activity-filter';

/** Every activity list starts with this key: an export or a retention change (both recorded) refreshes them. */
export const activityKey = ['/api/activity', 'list'] as const;

/** GET /api/activity: the audit trail, newest first, 50 a page (owners: `activity.view`). */
export const activityQueryOptions = (filter: ActivityFilter, page: number) =>
  queryOptions({
    queryKey: [...activityKey, filter, page],
    queryFn: () => apiJson<AuditEventPage>('GET', `/api/activity${apiQueryOf(filter, page)}`),
    // What happened a minute ago matters here: a fresh look each time the screen is opened.
    staleTime: 0,
  });

/** Keeps the current lines on screen while another page or filter loads; `enabled` false while the dates are wrong. */
export function useActivity(filter: ActivityFilter, page: number, enabled: boolean) {
  return useQuery({ ...activityQueryOptions(filter, page), enabled, placeholderData: keepPreviousData });
}
