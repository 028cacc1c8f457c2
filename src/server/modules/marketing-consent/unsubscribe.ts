import { eq } from 'drizzle-orm';
import { UNSUBSCRIBE_LINK_INVALID, type UnsubscribeStatus } from '../../../contract/consent';
import type { Database, DbOrTx } from '../../db/client';
import { businesses, clients } from '../../db/schema/index';
import { notFound } from '../../lib/http-errors';
import { recordConsent } from './consent';

/** Tokens are 32 base64url characters; anything else names nobody and is not looked up. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{16,64}$/;

async function findByToken(db: DbOrTx, token: string) {
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

export async function unsubscribeStatus(db: DbOrTx, token: string): Promise<UnsubscribeStatus> {
  const found = await findByToken(db, token);
  if (!found) throw notFound(UNSUBSCRIBE_LINK_INVALID);
  return { businessName: found.businessName, subscribed: found.subscribed };
}

/** Takes the client off the business's marketing email; a second click changes nothing. */
export async function unsubscribe(db: Database, token: string): Promise<UnsubscribeStatus> {
  return db.transaction(async (tx) => {
    const found = await findByToken(tx, token);
    if (!found) throw notFound(UNSUBSCRIBE_LINK_INVALID);
    if (found.subscribed) {
      await recordConsent(tx, {
        businessId: found.businessId,
        clientId: found.clientId,
        optIn: false,
        source: 'unsubscribe_link',
      });
    }
    return { businessName: found.businessName, subscribed: false };
  });
}
