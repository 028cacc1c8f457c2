import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { clients } from '../../db/schema/index';
import { inTenant } from '../../db/tenant';

/** The business's client with this email, created with the name and phone given when there is none. */
export async function findOrCreateClient(
  tx: DbOrTx,
  c: { businessId: number; name: string; email: string; phone?: string | null },
): Promise<number> {
  const [created] = await tx
    .insert(clients)
    .values({ businessId: c.businessId, name: c.name, email: c.email, phone: c.phone ?? null })
    .onConflictDoNothing({ target: [clients.businessId, clients.email] })
    .returning({ id: clients.id });
  if (created) return created.id;
  const [existing] = await tx
    .select({ id: clients.id })
    .from(clients)
    .where(and(inTenant(clients, c.businessId), eq(clients.email, c.email)))
    .limit(1);
  if (!existing) throw new Error('client vanished between insert and select');
  return existing.id;
}
