import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffListItem } from '../../../../contract/services';

/** GET /api/staff: the business's team (who performs a service, whose hours are set). */
export const staffQueryOptions = () => queryOptions<StaffListItem[]>({ queryKey: ['/api/staff'] });

export function useStaff() {
  return useQuery(staffQueryOptions());
}
