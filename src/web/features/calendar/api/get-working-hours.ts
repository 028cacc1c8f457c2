import { useQuery } from '@tanstack/react-query';
import type { AvailabilityWindowItem } from '../../../../contract/availability';
import { apiJson } from '../../../lib/api-client';

/** GET /api/availability: every staff member's weekly windows, for the day and week views' working hours. */
export function useWorkingHours() {
  return useQuery({
    queryKey: ['/api/availability', 'all'],
    queryFn: () => apiJson<AvailabilityWindowItem[]>('GET', '/api/availability'),
  });
}
