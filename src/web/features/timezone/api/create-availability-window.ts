import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AvailabilityWindowItem, CreateWindowInput } from '../../../../contract/availability';
import { apiJson } from '../../../lib/api-client';
import { availabilityQueryOptions } from './get-availability';

/** POST /api/availability -> 201 the new window (defaults 09:00-17:00, active). */
export function useCreateAvailabilityWindow(staffId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateWindowInput) =>
      apiJson<AvailabilityWindowItem>('POST', '/api/availability', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: availabilityQueryOptions(staffId).queryKey }),
  });
}
