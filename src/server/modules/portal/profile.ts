import type { PortalProfile, UpdatePortalProfile } from '../../../contract/portal';
import type { PortalIdentity } from '../../core/portal-sessions';
import type { Database, DbOrTx } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { updateClientRow, withEmailConflict } from '../clients';
import { recordConsent, toConsent } from '../marketing-consent';
import { findProfileRow } from './repository';

export async function loadProfile(db: DbOrTx, businessId: number, clientId: number): Promise<PortalProfile> {
  const row = await findProfileRow(db, businessId, clientId);
  if (!row) throw notFound('Client not found');
  const {
    businessName,
    businessSlug,
    marketingOptIn,
    marketingConsentAt,
    marketingConsentSource,
    ...client
  } = row;
  return {
    ...client,
    ...toConsent({ marketingOptIn, marketingConsentAt, marketingConsentSource }),
    totalAppointments: Number(client.totalAppointments),
    createdAt: client.createdAt.toISOString(),
    business: { id: businessId, slug: businessSlug, name: businessName },
  };
}

/** The client edits their own profile; an email another client of the business has is a 409. */
export async function updatePortalProfile(
  db: Database,
  who: PortalIdentity,
  input: UpdatePortalProfile,
): Promise<PortalProfile> {
  const { marketingOptIn, ...profile } = input;
  await withEmailConflict(() =>
    db.transaction(async (tx) => {
      await updateClientRow(tx, who.businessId, who.clientId, profile);
      if (marketingOptIn !== undefined)
        await recordConsent(tx, { ...who, optIn: marketingOptIn, source: 'portal' });
    }),
  );
  return loadProfile(db, who.businessId, who.clientId);
}
