import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SetupChecklist } from '../../../../contract/setup-checklist';
import { apiJson } from '../../api-client';

export const setupChecklistQueryOptions = () =>
  queryOptions<SetupChecklist>({
    queryKey: ['/api/setup-checklist'],
    // Steps are done elsewhere (Services, Settings, the booking page): Home asks again each time it opens.
    refetchOnMount: 'always',
  });

/** GET /api/setup-checklist: which first-hour steps the business has done (managers and up). */
export function useSetupChecklist(enabled: boolean) {
  return useQuery({ ...setupChecklistQueryOptions(), enabled });
}

/** POST /api/setup-checklist/booking-link-shared: the link was copied to share; answers the checklist. */
export function useRecordBookingLinkShared() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<SetupChecklist>('POST', '/api/setup-checklist/booking-link-shared'),
    onSuccess: (checklist) => queryClient.setQueryData(setupChecklistQueryOptions().queryKey, checklist),
  });
}
