import { and, eq } from 'drizzle-orm';
import type { PortalProfile, UpdatePortalProfile } from '../../../contract/portal';
import type { PortalIdentity } from '../../core/portal-sessions';
import type { Database, DbOrTx } from '../../db/client';
import { businesses, clients } from '../../db/schema/index';
import { inTenant } from '../../db/tenant';
import { notFound } from '../../lib/http-errors';
import { clientTotals, updateClientRow, withEmailConflict } from '../clients';
import { consentColumns, recordConsent, toConsent } from '../marketing-consent';

export async function loadProfile(db: DbOrTx, businessId: number, clientId: number): Promise<PortalProfile> {
  const [row] = await db
    .select({
      id: clients.id,
      name: clients.name,
      email: clients.email,
      phone: clients.phone,
      address: clients.address,
      notes: clients.notes,
      createdAt: clients.createdAt,
      ...consentColumns,
      ...clientTotals,
      businessName: businesses.name,
      businessSlug: businesses.slug,
    })
    .from(clients)
    .innerJoin(businesses, eq(businesses.id, clients.businessId))
    .where(and(inTenant(clients, businessId), eq(clients.id, clientId)))
    .limit(1);
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
