import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AvailabilityWindowItem } from '../../../../contract/availability';
import { apiJson } from '../../../lib/api-client';

/** GET /api/availability?staffId=: one staff member's weekly windows. */
export const availabilityQueryOptions = (staffId: number) =>
  queryOptions({
    queryKey: ['/api/availability', { staffId }],
    queryFn: () => apiJson<AvailabilityWindowItem[]>('GET', `/api/availability?staffId=${staffId}`),
  });

export function useAvailability(staffId: number) {
  return useQuery(availabilityQueryOptions(staffId));
}
