import type { ChatRoom } from '../../../../contract/chat';
import type { ClaimGuestChatInput } from '../../../../contract/portal';
import { portalJson } from '../../../lib/portal/portal-api';
import { forgetGuestChat, rememberedGuestChat } from '../../../lib/portal/portal-session';

/**
 * Right after a portal sign-in (which proves who the client is), the guest chat this device started
 * for the business becomes the client's own room: POST /api/portal/chat/rooms/claim. The server takes
 * it only when the guest gave this client's email; otherwise the guest chat simply stays as it was.
 */
export async function claimGuestChat(businessId: number, portalToken: string): Promise<void> {
  const guest = rememberedGuestChat(businessId);
  if (!guest) return;
  const body: ClaimGuestChatInput = { guestToken: guest.token };
  try {
    await portalJson<ChatRoom>('POST', '/api/portal/chat/rooms/claim', portalToken, body);
    forgetGuestChat(businessId);
  } catch {
    // Someone else's email, an expired guest chat, or no chat on the plan: nothing to take over.
  }
}
