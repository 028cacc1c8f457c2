import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { availabilityQueryOptions } from './get-availability';

/** DELETE /api/availability/{id}. */
export function useDeleteAvailabilityWindow(staffId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiRequest('DELETE', `/api/availability/${id}`);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: availabilityQueryOptions(staffId).queryKey }),
  });
}
