import { useMutation } from '@tanstack/react-query';
import type { PortalBusiness, PortalSession, WidgetSessionInput } from '../../../../contract/portal';
import { portalJson } from '../../../lib/portal/portal-api';
import { rememberGuestChat } from '../../../lib/portal/portal-session';

/**
 * POST /api/portal/widget/session: finds or creates the client by email and opens a new room. The
 * business goes by its slug; the token it answers is the widget's identity from then on (kept by the
 * business's id on this device).
 */
export function useStartGuestChat(business: Pick<PortalBusiness, 'id' | 'slug'>) {
  return useMutation({
    mutationFn: (input: Omit<WidgetSessionInput, 'business'>) =>
      portalJson<PortalSession>('POST', '/api/portal/widget/session', null, {
        business: business.slug,
        ...input,
      } satisfies WidgetSessionInput),
    onSuccess: (session) => {
      if (session.roomId) rememberGuestChat(business.id, { token: session.token, roomId: session.roomId });
    },
  });
}
