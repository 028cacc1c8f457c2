import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AvailabilityWindowItem, UpdateWindowInput } from '../../../../contract/availability';
import { apiJson } from '../../../lib/api-client';
import { availabilityQueryOptions } from './get-availability';

/** PUT /api/availability/{id} with the start, end or active flag. */
export function useUpdateAvailabilityWindow(staffId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...changes }: UpdateWindowInput & { id: number }) =>
      apiJson<AvailabilityWindowItem>('PUT', `/api/availability/${id}`, changes),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: availabilityQueryOptions(staffId).queryKey }),
  });
}
