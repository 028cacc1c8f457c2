import type { MarketingConsent, UpdateMarketingConsent } from '../../../contract/consent';
import type { AuthContext } from '../../core/access';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { findConsent, recordConsent } from '../marketing-consent';
import { findClient } from './repository';
import { clientScope } from './scope';

/** The business records a client's yes or no to marketing email, and how they gave it (spec: consent). */
export async function setMarketingConsent(
  db: Database,
  member: AuthContext,
  clientId: number,
  input: UpdateMarketingConsent,
): Promise<MarketingConsent> {
  const scope = await clientScope(db, member);
  const client = await findClient(db, scope, clientId);
  if (!client) throw notFound('Client not found');
  await recordConsent(db, {
    businessId: member.businessId,
    clientId: client.id,
    optIn: input.marketingOptIn,
    source: `staff_${input.source}`,
  });
  return (await findConsent(db, member.businessId, client.id)) as MarketingConsent;
}
