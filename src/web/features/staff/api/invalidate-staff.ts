import type { QueryClient } from '@tanstack/react-query';
import { servicesQueryOptions } from '../../../lib/api/services/get-services';
import { staffQueryOptions } from '../../../lib/api/services/get-staff';
import { notBookableQueryOptions } from './get-not-bookable';

/** After a staff write: the team list, the services whose performers may have changed, who can be booked. */
export function invalidateStaff(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: staffQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: servicesQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: notBookableQueryOptions().queryKey }),
  ]);
}
