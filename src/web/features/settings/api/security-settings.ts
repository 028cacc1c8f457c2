import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SecuritySettings } from '../../../../contract/two-factor';
import { apiJson } from '../../../lib/api-client';

/** GET /api/business/security (owner): whether two-factor sign-in is required of roles that handle money. */
export const securitySettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/business/security'],
    queryFn: () => apiJson<SecuritySettings>('GET', '/api/business/security'),
  });

export function useSecuritySettings() {
  return useQuery(securitySettingsQueryOptions());
}

/** PUT /api/business/security. */
export function useUpdateSecuritySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: SecuritySettings) =>
      apiJson<SecuritySettings>('PUT', '/api/business/security', values),
    onSuccess: (saved) => queryClient.setQueryData(securitySettingsQueryOptions().queryKey, saved),
  });
}
