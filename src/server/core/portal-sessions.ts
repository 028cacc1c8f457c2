import { randomBytes } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import { hasFeature, type SubscriptionStatusName, type SubscriptionTierName } from '../../contract/plans';
import type { DbOrTx } from '../db/client';
import { businesses, portalSessions } from '../db/schema/index';
import { hashSecret } from '../lib/secret-hash';
import { announceSessionsEnded } from '../realtime/bus';

const DAY_MS = 24 * 60 * 60 * 1000;
export const PORTAL_SESSION_TTL_MS = 30 * DAY_MS;
export const GUEST_SESSION_TTL_MS = 30 * DAY_MS;
export const SIGN_IN_LINK_TTL_MS = 7 * DAY_MS;

/** 256 random bits; only the SHA-256 is stored, which is enough for a secret this long (no salt needed). */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

export { hashSecret };

export type PortalSessionKind = 'portal' | 'guest' | 'link';

export async function createPortalToken(
  db: DbOrTx,
  input: { businessId: number; clientId: number; kind: PortalSessionKind; roomId?: number; ttlMs: number },
) {
  const token = newSecret();
  const expiresAt = new Date(Date.now() + input.ttlMs);
  await db.insert(portalSessions).values({
    tokenHash: hashSecret(token),
    businessId: input.businessId,
    clientId: input.clientId,
    kind: input.kind,
    roomId: input.roomId ?? null,
    expiresAt,
  });
  return { token, expiresAt };
}

/** Who a portal or widget token speaks for. `roomId` set: a guest limited to that one room. */
export type PortalIdentity = {
  tokenHash: string;
  kind: 'portal' | 'guest';
  businessId: number;
  clientId: number;
  roomId: number | null;
  chatEnabled: boolean;
};

/** One query: the token's row and its business's plan. Link tokens never sign anything in by themselves. */
export async function loadPortalIdentity(db: DbOrTx, token: string): Promise<PortalIdentity | null> {
  if (!token || token.length > 200) return null;
  const [row] = await db
    .select({
      session: portalSessions,
      tier: businesses.subscriptionTier,
      status: businesses.subscriptionStatus,
    })
    .from(portalSessions)
    .innerJoin(businesses, eq(businesses.id, portalSessions.businessId))
    .where(eq(portalSessions.tokenHash, hashSecret(token)))
    .limit(1);
  if (!row || row.session.kind === 'link') return null;
  if (row.session.expiresAt.getTime() <= Date.now()) {
    await db.delete(portalSessions).where(eq(portalSessions.tokenHash, row.session.tokenHash));
    return null;
  }
  const plan = {
    subscriptionTier: row.tier as SubscriptionTierName,
    subscriptionStatus: row.status as SubscriptionStatusName,
  };
  return {
    tokenHash: row.session.tokenHash,
    kind: row.session.kind,
    businessId: row.session.businessId,
    clientId: row.session.clientId,
    roomId: row.session.roomId,
    chatEnabled: hasFeature(plan, 'chat'),
  };
}

/** A one-time sign-in link: deleted as it is used, so a second click (or a leaked URL) signs nobody in. */
export async function consumeLinkToken(db: DbOrTx, token: string) {
  const [row] = await db
    .delete(portalSessions)
    .where(and(eq(portalSessions.tokenHash, hashSecret(token)), eq(portalSessions.kind, 'link')))
    .returning();
  if (!row || row.expiresAt.getTime() <= Date.now()) return null;
  return row;
}

/** Ends a portal or widget session; its open sockets close on every instance once this commits. */
export async function deletePortalToken(db: DbOrTx, tokenHash: string) {
  await db.transaction(async (tx) => {
    await tx.delete(portalSessions).where(eq(portalSessions.tokenHash, tokenHash));
    await announceSessionsEnded(tx, { portal: [tokenHash] });
  });
}

export async function deleteExpiredPortalTokens(db: DbOrTx) {
  await db.delete(portalSessions).where(lt(portalSessions.expiresAt, new Date()));
}
