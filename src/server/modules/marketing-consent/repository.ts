import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { ConsentSource, MarketingConsent } from '../../../contract/consent';
import type { DbOrTx } from '../../db/client';
import { businesses, clients } from '../../db/schema/index';
import { idInTenant } from '../../db/tenant';

/**
 * Records a client's yes or no to marketing email, with when and how. A yes gives the client an unsubscribe
 * token if they have none yet (kept afterwards, so every email they were sent can still take them off).
 */
export async function recordConsent(
  db: DbOrTx,
  r: { businessId: number; clientId: number; optIn: boolean; source: ConsentSource; now?: Date },
): Promise<boolean> {
  const rows = await db
    .update(clients)
    .set({
      marketingOptIn: r.optIn,
      marketingConsentAt: r.now ?? new Date(),
      marketingConsentSource: r.source,
      marketingToken: sql`coalesce(${clients.marketingToken}, ${randomBytes(24).toString('base64url')})`,
      updatedAt: new Date(),
    })
    .where(idInTenant(clients, r.clientId, r.businessId))
    .returning({ id: clients.id });
  return rows.length > 0;
}

export const consentColumns = {
  marketingOptIn: clients.marketingOptIn,
  marketingConsentAt: clients.marketingConsentAt,
  marketingConsentSource: clients.marketingConsentSource,
};

export function toConsent(row: {
  marketingOptIn: boolean;
  marketingConsentAt: Date | null;
  marketingConsentSource: string | null;
}): MarketingConsent {
  return {
    marketingOptIn: row.marketingOptIn,
    marketingConsentAt: row.marketingConsentAt?.toISOString() ?? null,
    marketingConsentSource: row.marketingConsentSource as ConsentSource | null,
  };
}

export async function findConsent(db: DbOrTx, businessId: number, clientId: number) {
  const [row] = await db
    .select(consentColumns)
    .from(clients)
    .where(idInTenant(clients, clientId, businessId));
  return row ? toConsent(row) : undefined;
}

/** Tokens are 32 base64url characters; anything else names nobody and is not looked up. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{16,64}$/;

/** The client an unsubscribe link names, with the business's name. */
export async function findByToken(db: DbOrTx, token: string) {
  if (!TOKEN_SHAPE.test(token)) return undefined;
  const [row] = await db
    .select({
      clientId: clients.id,
      businessId: clients.businessId,
      subscribed: clients.marketingOptIn,
      businessName: businesses.name,
    })
    .from(clients)
    .innerJoin(businesses, eq(businesses.id, clients.businessId))
    .where(eq(clients.marketingToken, token));
  return row;
}
