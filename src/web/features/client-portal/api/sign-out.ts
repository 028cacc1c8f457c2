import { useMutation, useQueryClient } from '@tanstack/react-query';
import { portalTokenKey } from '../../chat-widget/api/client-room';
import { portalJson } from '../../chat-widget/lib/portal-api';
import { forgetPortalToken } from '../../chat-widget/lib/portal-session';

/** POST /api/portal/sign-out, then forget the token on this device even if the call failed. */
export function usePortalSignOut(businessId: number, token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => portalJson<void>('POST', '/api/portal/sign-out', token).catch(() => undefined),
    onSettled: () => {
      forgetPortalToken(businessId);
      queryClient.removeQueries({ queryKey: portalTokenKey(token) });
    },
  });
}
