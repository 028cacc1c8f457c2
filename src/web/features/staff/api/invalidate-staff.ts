import type { QueryClient } from '@tanstack/react-query';
import { servicesQueryOptions } from '../../../lib/api/services/get-services';
import { staffQueryOptions } from '../../../lib/api/services/get-staff';

/** After a staff write: the team list, and the services whose performers may have changed. */
export function invalidateStaff(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: staffQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: servicesQueryOptions().queryKey }),
  ]);
}
