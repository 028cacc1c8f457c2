import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AvailabilityWindowItem, CopyDayInput } from '../../../../contract/availability';
import { apiJson } from '../../../lib/api-client';
import { availabilityQueryOptions } from './get-availability';

/** POST /api/availability/copy: the target day's windows become copies of the source day's. */
export function useCopyAvailabilityDay(staffId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CopyDayInput) =>
      apiJson<AvailabilityWindowItem[]>('POST', '/api/availability/copy', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: availabilityQueryOptions(staffId).queryKey }),
  });
}
