import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PortalProfile, UpdatePortalProfileInput } from '../../../../contract/portal';
import { portalJson } from '../../../lib/portal/portal-api';
import { portalProfileQueryOptions } from './get-profile';

/** PUT /api/portal/me -> the profile, put straight into the cache. */
export function useUpdatePortalProfile(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdatePortalProfileInput) =>
      portalJson<PortalProfile>('PUT', '/api/portal/me', token, input),
    onSuccess: (profile) => queryClient.setQueryData(portalProfileQueryOptions(token).queryKey, profile),
  });
}
