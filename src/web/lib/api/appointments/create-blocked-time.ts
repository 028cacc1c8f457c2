import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BlockedTimeItem, CreateBlockedTimeInput } from '../../../../contract/availability';
import { apiJson } from '../../api-client';
import { blockedTimesKey } from './blocked-times';
import { freeSlotsKey } from './get-free-slots';

/** POST /api/blocked-times -> 201; a blocked span is no longer offered as a free time. */
export function useCreateBlockedTime() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateBlockedTimeInput) =>
      apiJson<BlockedTimeItem>('POST', '/api/blocked-times', input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: freeSlotsKey }),
        queryClient.invalidateQueries({ queryKey: blockedTimesKey }),
      ]),
  });
}
