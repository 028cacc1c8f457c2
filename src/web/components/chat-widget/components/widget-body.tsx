import { useEffect } from 'react';
import type { PortalBusiness } from '../../../../contract/portal';
import { isUnauthorized } from '../../../lib/portal/portal-api';
import {
  forgetGuestChat,
  forgetPortalToken,
  useGuestChat,
  usePortalToken,
} from '../../../lib/portal/portal-session';
import { ErrorState } from '../../ui/error-state';
import { LoadingSkeleton } from '../../ui/loading-skeleton';
import { useClientRoom } from '../api/client-room';
import { Conversation } from './conversation';
import { GuestIntroForm } from './guest-intro-form';

type WidgetBodyProps = { businessId: number; businessName: string };

/**
 * Who is chatting: a client signed in to the portal uses their own room; otherwise a guest who gave a
 * name and email before; otherwise the intro form. Identity is always a token the API gave, never an id;
 * the tokens are kept on the device by the business's id, the intro form names it by its slug.
 */
export function WidgetBody({ business }: { business: PortalBusiness }) {
  const { id: businessId, name: businessName } = business;
  const portalToken = usePortalToken(businessId);
  const guest = useGuestChat(businessId);
  if (portalToken)
    return <PortalClientChat token={portalToken} businessId={businessId} businessName={businessName} />;
  if (guest) {
    return (
      <GuestChat
        token={guest.token}
        roomId={guest.roomId}
        businessId={businessId}
        businessName={businessName}
      />
    );
  }
  return <GuestIntroForm business={business} />;
}

function PortalClientChat({ token, businessId, businessName }: { token: string } & WidgetBodyProps) {
  const room = useClientRoom(token);
  useEffect(() => {
    // An expired portal sign-in: forget it so the client can sign in again or chat as a guest.
    if (isUnauthorized(room.error)) forgetPortalToken(businessId);
  }, [room.error, businessId]);
  if (room.isPending) {
    return (
      <LoadingSkeleton label="Opening your conversation…" className="grid gap-3 p-4" bars={['h-9 w-2/3']} />
    );
  }
  if (room.isError) {
    return (
      <div className="p-4">
        <ErrorState error={room.error} onRetry={() => room.refetch()} />
      </div>
    );
  }
  return <Conversation token={token} roomId={room.data.id} businessName={businessName} />;
}

function GuestChat({
  token,
  roomId,
  businessId,
  businessName,
}: { token: string; roomId: number } & WidgetBodyProps) {
  return (
    <Conversation
      token={token}
      roomId={roomId}
      businessName={businessName}
      onExpired={() => forgetGuestChat(businessId)}
    />
  );
}
