import type { ChatRoomListItem } from '../../../../contract/chat';
import { Badge } from '../../../components/ui/badge';

/**
 * Who a conversation is with, as staff should read it: a room a signed-out visitor started from the
 * chat widget shows the name they typed, since the email they gave was never proven to be theirs.
 */
export function roomTitle(room: ChatRoomListItem): string {
  return !room.verified && room.guestName ? room.guestName : room.client.name;
}

export function UnverifiedBadge() {
  return (
    <Badge variant="warning" title="Started from the chat widget; the name and email were not verified">
      Unverified
    </Badge>
  );
}

/** The pane's note under an unverified conversation's title: what staff can and can't rely on. */
export function unverifiedNote(room: ChatRoomListItem): string {
  const email = room.client.email ?? 'their email';
  const typed = room.guestName?.trim().toLowerCase();
  const onFile =
    typed && typed !== room.client.name.trim().toLowerCase() ? ` (on file as ${room.client.name})` : '';
  return `Started from the chat widget without signing in: anyone can type ${email}${onFile}. Don't share the client's private details here.`;
}
