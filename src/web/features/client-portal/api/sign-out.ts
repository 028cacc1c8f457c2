import { useMutation, useQueryClient } from '@tanstack/react-query';
import { portalTokenKey } from '../../../components/chat-widget/api/client-room';
import { portalJson } from '../../../lib/portal/portal-api';
import { forgetPortalSession, rememberedGuestChat } from '../../../lib/portal/portal-session';

/**
 * POST /api/portal/sign-out for the portal token and for the widget's guest token, if this device has
 * one; then forget both on this device even if a call failed.
 */
export function usePortalSignOut(businessId: number, token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const tokens = [token, rememberedGuestChat(businessId)?.token].filter((t) => t !== undefined);
      await Promise.all(
        tokens.map((t) => portalJson<void>('POST', '/api/portal/sign-out', t).catch(() => undefined)),
      );
      return tokens;
    },
    onSettled: (tokens) => {
      forgetPortalSession(businessId);
      for (const t of tokens ?? [token]) queryClient.removeQueries({ queryKey: portalTokenKey(t) });
    },
  });
}
