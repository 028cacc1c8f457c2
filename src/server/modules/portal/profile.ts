import { and, eq } from 'drizzle-orm';
import type { PortalProfile } from '../../../contract/portal';
import type { DbOrTx } from '../../db/client';
import { businesses, clients } from '../../db/schema/index';
import { inTenant } from '../../db/tenant';
import { notFound } from '../../lib/http-errors';
import { clientTotals } from '../clients/repository';

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
      ...clientTotals,
      businessName: businesses.name,
    })
    .from(clients)
    .innerJoin(businesses, eq(businesses.id, clients.businessId))
    .where(and(inTenant(clients, businessId), eq(clients.id, clientId)))
    .limit(1);
  if (!row) throw notFound('Client not found');
  const { businessName, ...client } = row;
  return {
    ...client,
    totalAppointments: Number(client.totalAppointments),
    createdAt: client.createdAt.toISOString(),
    business: { id: businessId, name: businessName },
  };
}
