import { useMutation } from '@tanstack/react-query';
import type { PortalSession, PortalSignInInput } from '../../../../contract/portal';
import { claimGuestChat } from '../../../components/chat-widget/api/claim-guest-chat';
import { portalJson } from '../../../lib/portal/portal-api';
import { rememberPortalToken } from '../../../lib/portal/portal-session';

/**
 * POST /api/portal/sign-in with the access code or an emailed link's token; the client names the business.
 * A guest chat this device started under the client's email is claimed before the portal token is kept,
 * so the widget opens on that conversation.
 */
export function usePortalSignIn() {
  return useMutation({
    mutationFn: (input: PortalSignInInput) =>
      portalJson<PortalSession>('POST', '/api/portal/sign-in', null, input),
    onSuccess: async (session) => {
      if (!session.client) return;
      await claimGuestChat(session.client.business.id, session.token);
      rememberPortalToken(session.client.business, session.token);
    },
  });
}
