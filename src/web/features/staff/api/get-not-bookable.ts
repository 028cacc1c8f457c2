import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotBookableStaff } from '../../../../contract/online-booking';

/** GET /api/staff/online-booking: active staff the booking page can't offer, and why. */
export const notBookableQueryOptions = () =>
  queryOptions<NotBookableStaff[]>({ queryKey: ['/api/staff/online-booking'] });

export function useNotBookableStaff() {
  return useQuery(notBookableQueryOptions());
}
