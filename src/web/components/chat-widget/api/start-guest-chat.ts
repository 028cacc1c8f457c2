import { useMutation } from '@tanstack/react-query';
import type { PortalSession, WidgetSessionInput } from '../../../../contract/portal';
import { portalJson } from '../../../lib/portal/portal-api';
import { rememberGuestChat } from '../../../lib/portal/portal-session';

/**
 * POST /api/portal/widget/session: finds or creates the client by email and opens a new room. The
 * token it answers is the widget's identity from then on (kept per business on this device).
 */
export function useStartGuestChat(businessId: number) {
  return useMutation({
    mutationFn: (input: Omit<WidgetSessionInput, 'businessId'>) =>
      portalJson<PortalSession>('POST', '/api/portal/widget/session', null, { businessId, ...input }),
    onSuccess: (session) => {
      if (session.roomId) rememberGuestChat(businessId, { token: session.token, roomId: session.roomId });
    },
  });
}
