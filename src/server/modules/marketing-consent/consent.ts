import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { ConsentSource, MarketingConsent } from '../../../contract/consent';
import type { DbOrTx } from '../../db/client';
import { clients } from '../../db/schema/index';
import { inTenant } from '../../db/tenant';

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
    .where(and(inTenant(clients, r.businessId), eq(clients.id, r.clientId)))
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
    .where(and(inTenant(clients, businessId), eq(clients.id, clientId)));
  return row ? toConsent(row) : undefined;
}
