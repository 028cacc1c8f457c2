import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TimezoneSettings, UpdateTimezoneInput } from '../../../../contract/availability';
import { apiJson } from '../../../lib/api-client';
import { timezoneSettingsQueryOptions } from './get-timezone-settings';

/** PUT /api/timezone -> the saved settings. */
export function useUpdateTimezoneSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateTimezoneInput) => apiJson<TimezoneSettings>('PUT', '/api/timezone', input),
    onSuccess: (saved) => queryClient.setQueryData(timezoneSettingsQueryOptions().queryKey, saved),
  });
}
