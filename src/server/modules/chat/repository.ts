import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { appointments, clients, staff } from '../../db/schema/index';
import { inTenant } from '../../db/tenant';

/** The staff record of the signed-in user in this business; null when they have none. */
export async function findStaffIdOfUser(
  db: DbOrTx,
  businessId: number,
  userId: number,
): Promise<number | null> {
  const [row] = await db
    .select({ id: staff.id })
    .from(staff)
    .where(and(inTenant(staff, businessId), eq(staff.userId, userId)))
    .limit(1);
  return row?.id ?? null;
}

/** The business's client with this id. */
export async function findClientId(db: DbOrTx, businessId: number, clientId: number) {
  const [row] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(inTenant(clients, businessId), eq(clients.id, clientId)))
    .limit(1);
  return row;
}

/** The business's appointment with this id, if it is this client's. */
export async function findClientAppointmentId(
  db: DbOrTx,
  businessId: number,
  appointmentId: number,
  clientId: number,
) {
  const [row] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(
        inTenant(appointments, businessId),
        eq(appointments.id, appointmentId),
        eq(appointments.clientId, clientId),
      ),
    )
    .limit(1);
  return row;
}
