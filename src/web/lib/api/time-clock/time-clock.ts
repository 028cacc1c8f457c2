import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClockActionInput, CurrentTimeEntry, TimeEntry } from '../../../../contract/time-entries';
import { apiJson } from '../../api-client';

export const timeEntriesKey = ['/api/time-entries'] as const;

/** GET /api/time-entries/current: the signed-in member's open shift. */
export const currentTimeEntryQueryOptions = () =>
  queryOptions<CurrentTimeEntry>({ queryKey: [...timeEntriesKey, 'current'] });

export function useCurrentTimeEntry() {
  return useQuery(currentTimeEntryQueryOptions());
}

export type ClockAction = 'clock-in' | 'clock-out' | 'break-start' | 'break-end';

/** POST /api/time-entries/{clock-in|clock-out|break-start|break-end}; every time list refreshes after. */
export function useClockAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, ...input }: ClockActionInput & { action: ClockAction }) =>
      apiJson<TimeEntry>('POST', `/api/time-entries/${action}`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: timeEntriesKey }),
  });
}
