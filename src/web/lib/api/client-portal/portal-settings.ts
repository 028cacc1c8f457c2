import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PortalSettings } from '../../../../contract/portal';
import { apiJson } from '../../api-client';

/** GET /api/portal-settings (owner/admin): the online cancellation cut-off. */
export const portalSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/portal-settings'],
    queryFn: () => apiJson<PortalSettings>('GET', '/api/portal-settings'),
  });

export function usePortalSettings() {
  return useQuery(portalSettingsQueryOptions());
}

/** PUT /api/portal-settings -> the saved settings. */
export function useUpdatePortalSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: PortalSettings) =>
      apiJson<PortalSettings>('PUT', '/api/portal-settings', settings),
    onSuccess: (saved) => queryClient.setQueryData(portalSettingsQueryOptions().queryKey, saved),
  });
}
