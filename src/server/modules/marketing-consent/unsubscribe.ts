import { UNSUBSCRIBE_LINK_INVALID, type UnsubscribeStatus } from '../../../contract/consent';
import type { Database, DbOrTx } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { findByToken, recordConsent } from './repository';

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
