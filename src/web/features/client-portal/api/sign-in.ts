import { useMutation } from '@tanstack/react-query';
import type { PortalSession, PortalSignInInput } from '../../../../contract/portal';
import { portalJson } from '../../chat-widget/lib/portal-api';
import { rememberPortalToken } from '../../chat-widget/lib/portal-session';

/** POST /api/portal/sign-in with the access code or an emailed link's token; the client names the business. */
export function usePortalSignIn() {
  return useMutation({
    mutationFn: (input: PortalSignInInput) =>
      portalJson<PortalSession>('POST', '/api/portal/sign-in', null, input),
    onSuccess: (session) => {
      if (session.client) rememberPortalToken(session.client.business.id, session.token);
    },
  });
}
