import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuditSettings } from '../../../../contract/audit';
import { apiJson } from '../../../lib/api-client';
import { activityKey } from './get-activity';
import { activitySettingsQueryOptions } from './get-activity-settings';

/** PUT /api/activity/settings: keep the trail 400 to 3650 days; a change is itself a line of the trail. */
export function useUpdateActivitySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AuditSettings) => apiJson<AuditSettings>('PUT', '/api/activity/settings', input),
    onSuccess: (saved) => {
      queryClient.setQueryData(activitySettingsQueryOptions().queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: activityKey });
    },
  });
}
