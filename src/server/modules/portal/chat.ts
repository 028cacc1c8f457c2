import { and, eq, type SQL } from 'drizzle-orm';
import type { ChatRoomListItem } from '../../../contract/chat';
import { CHAT_FEATURE_REQUIRED } from '../../../contract/chat';
import { hasFeature, type SubscriptionStatusName, type SubscriptionTierName } from '../../../contract/plans';
import { findBusiness } from '../../core/business';
import {
  createPortalToken,
  deletePortalToken,
  GUEST_SESSION_TTL_MS,
  loadPortalIdentity,
  type PortalIdentity,
} from '../../core/portal-sessions';
import { BUSINESS_NOT_FOUND, publicBusinessId } from '../../core/public-business';
import type { Database, DbOrTx } from '../../db/client';
import { chatRooms } from '../../db/schema/index';
import { inTenant } from '../../db/tenant';
import { forbidden, notFound } from '../../lib/http-errors';
import { findActiveRoom, findRoom, insertRoom, listRoomsWhere, roomNotFound } from '../chat';
import { insertOrFindClientByEmail, verifyClientRoom } from './repository';

/**
 * A guest hears only its one room; a signed-in client every verified room of theirs at this business.
 * A room a widget guest opened under their email is not theirs until they sign in and claim it: anyone
 * can type an email.
 */
function visibleRooms(who: PortalIdentity): SQL {
  const tenant = inTenant(chatRooms, who.businessId);
  if (who.kind === 'guest') return and(tenant, eq(chatRooms.id, who.roomId ?? -1)) as SQL;
  return and(tenant, eq(chatRooms.clientId, who.clientId), eq(chatRooms.verified, true)) as SQL;
}

function canSee(who: PortalIdentity, room: { id: number; clientId: number; verified: boolean }): boolean {
  if (who.kind === 'guest') return room.id === who.roomId;
  return room.clientId === who.clientId && room.verified;
}

export async function listClientRooms(db: DbOrTx, who: PortalIdentity): Promise<ChatRoomListItem[]> {
  return listRoomsWhere(db, visibleRooms(who), 'user');
}

export async function requireClientRoom(db: DbOrTx, who: PortalIdentity, roomId: number) {
  const room = await findRoom(db, who.businessId, roomId);
  if (!room || !canSee(who, room)) throw roomNotFound();
  return room;
}

/** The widget of a signed-in client: their open general room, created on first use. */
export async function ensureClientRoom(db: Database, who: PortalIdentity) {
  if (who.kind === 'guest') return requireClientRoom(db, who, who.roomId ?? -1);
  return db.transaction(async (tx) => {
    const existing = await findActiveRoom(tx, who.businessId, who.clientId, null);
    if (existing) return existing;
    return insertRoom(tx, {
      businessId: who.businessId,
      clientId: who.clientId,
      staffId: null,
      appointmentId: null,
      isActive: true,
    });
  });
}

/**
 * The booking page's widget: name and email find or create the client, and a NEW room opens for this
 * guest alone. Typing someone's email gives a room, never their history, profile, rooms or messages; the
 * room keeps the typed name and stays unverified (marked for staff, hidden from the client's portal and
 * sockets) until the client signs in to the portal and claims it.
 */
export async function startGuestChat(db: Database, input: { business: string; name: string; email: string }) {
  return db.transaction(async (tx) => {
    // The widget names the business by its slug (issue 32 F7); a ref that names none is 404.
    const businessId = await publicBusinessId(tx, input.business);
    const business = await findBusiness(tx, businessId);
    if (!business) throw notFound(BUSINESS_NOT_FOUND);
    const plan = {
      subscriptionTier: business.subscriptionTier as SubscriptionTierName,
      subscriptionStatus: business.subscriptionStatus as SubscriptionStatusName,
    };
    if (!hasFeature(plan, 'chat')) throw forbidden(CHAT_FEATURE_REQUIRED);
    const client = await insertOrFindClientByEmail(tx, businessId, input);
    if (!client) throw new Error('client vanished');
    const room = await insertRoom(tx, {
      businessId,
      clientId: client.id,
      staffId: null,
      appointmentId: null,
      isActive: true,
      guestName: input.name,
      verified: false,
    });
    const { token, expiresAt } = await createPortalToken(tx, {
      businessId,
      clientId: client.id,
      kind: 'guest',
      roomId: room.id,
      ttlMs: GUEST_SESSION_TTL_MS,
    });
    return {
      token,
      kind: 'guest' as const,
      expiresAt: expiresAt.toISOString(),
      client: null,
      roomId: room.id,
    };
  });
}

/**
 * A client who signed in (access code or emailed link: proof of identity) takes over the guest chat this
 * device started under their email: the room becomes theirs and verified, and the guest token, no longer
 * needed, ends (its socket closes). A guest token of another client, business or kind is 404.
 */
export async function claimGuestRoom(db: Database, who: PortalIdentity, guestToken: string) {
  if (who.kind !== 'portal') throw forbidden('Sign in with your access code to see this.');
  return db.transaction(async (tx) => {
    const guest = await loadPortalIdentity(tx, guestToken);
    const matches =
      guest?.kind === 'guest' &&
      guest.roomId !== null &&
      guest.businessId === who.businessId &&
      guest.clientId === who.clientId;
    if (!guest || !matches) throw roomNotFound();
    const room = await verifyClientRoom(tx, who.businessId, guest.roomId ?? -1, who.clientId);
    if (!room) throw roomNotFound();
    await deletePortalToken(tx, guest.tokenHash);
    return room;
  });
}
