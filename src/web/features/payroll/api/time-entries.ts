import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateTimeEntryInput, TimeEntry, TimeEntryList } from '../../../../contract/time-entries';
import { timeEntriesKey } from '../../../lib/api/time-clock/time-clock';
import { apiJson } from '../../../lib/api-client';

/** GET /api/time-entries?from&to: the week's entries (one's own without timeEntries.manage). */
export function useTimeEntries(from: string, to: string) {
  return useQuery({
    queryKey: [...timeEntriesKey, 'list', from, to],
    queryFn: () => apiJson<TimeEntryList>('GET', `/api/time-entries?from=${from}&to=${to}`),
    placeholderData: keepPreviousData,
  });
}

function useEntryMutation<I>(request: (input: I) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: timeEntriesKey }),
  });
}

export const useCreateTimeEntry = () =>
  useEntryMutation((input: CreateTimeEntryInput) => apiJson<TimeEntry>('POST', '/api/time-entries', input));
export const useApproveTimeEntry = () =>
  useEntryMutation((id: number) => apiJson<TimeEntry>('POST', `/api/time-entries/${id}/approve`));
export const useDeleteTimeEntry = () =>
  useEntryMutation((id: number) => apiJson<{ message: string }>('DELETE', `/api/time-entries/${id}`));
