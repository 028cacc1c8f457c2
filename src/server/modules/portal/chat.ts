import { and, eq, type SQL } from 'drizzle-orm';
import type { ChatRoomListItem } from '../../../contract/chat';
import { CHAT_FEATURE_REQUIRED } from '../../../contract/chat';
import { hasFeature, type SubscriptionStatusName, type SubscriptionTierName } from '../../../contract/plans';
import type { Database, DbOrTx } from '../../db/client';
import { businesses, chatRooms, clients } from '../../db/schema/index';
import { inTenant } from '../../db/tenant';
import { forbidden, notFound } from '../../lib/http-errors';
import { findActiveRoom, findRoom, insertRoom, listRoomsWhere, roomNotFound } from '../chat/rooms';
import { createPortalToken, GUEST_SESSION_TTL_MS, type PortalIdentity } from './session-store';

/** A guest hears only its one room; a signed-in client every room of theirs at this business. */
function visibleRooms(who: PortalIdentity): SQL {
  const tenant = inTenant(chatRooms, who.businessId);
  if (who.kind === 'guest') return and(tenant, eq(chatRooms.id, who.roomId ?? -1)) as SQL;
  return and(tenant, eq(chatRooms.clientId, who.clientId)) as SQL;
}

export async function listClientRooms(db: DbOrTx, who: PortalIdentity): Promise<ChatRoomListItem[]> {
  return listRoomsWhere(db, visibleRooms(who), 'user');
}

export async function requireClientRoom(db: DbOrTx, who: PortalIdentity, roomId: number) {
  const room = await findRoom(db, who.businessId, roomId);
  const visible = room && (who.kind === 'guest' ? room.id === who.roomId : room.clientId === who.clientId);
  if (!room || !visible) throw roomNotFound();
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
 * guest alone. Typing someone's email gives a room, never their history or profile.
 */
export async function startGuestChat(
  db: Database,
  input: { businessId: number; name: string; email: string },
) {
  return db.transaction(async (tx) => {
    const [business] = await tx
      .select({ tier: businesses.subscriptionTier, status: businesses.subscriptionStatus })
      .from(businesses)
      .where(eq(businesses.id, input.businessId));
    if (!business) throw notFound('Business not found');
    const plan = {
      subscriptionTier: business.tier as SubscriptionTierName,
      subscriptionStatus: business.status as SubscriptionStatusName,
    };
    if (!hasFeature(plan, 'chat')) throw forbidden(CHAT_FEATURE_REQUIRED);
    // Insert-or-find in one statement, so two widgets with one email can't race into a duplicate.
    await tx
      .insert(clients)
      .values({ businessId: input.businessId, name: input.name, email: input.email })
      .onConflictDoNothing({ target: [clients.businessId, clients.email] });
    const [client] = await tx
      .select({ id: clients.id })
      .from(clients)
      .where(and(inTenant(clients, input.businessId), eq(clients.email, input.email)));
    if (!client) throw new Error('client vanished');
    const room = await insertRoom(tx, {
      businessId: input.businessId,
      clientId: client.id,
      staffId: null,
      appointmentId: null,
      isActive: true,
    });
    const { token, expiresAt } = await createPortalToken(tx, {
      businessId: input.businessId,
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
