import { and, desc, eq, sql } from 'drizzle-orm';
import type { ClientHistoryAppointment } from '../../../contract/clients';
import { decimalText } from '../../../contract/money';
import type { DbOrTx } from '../../db/client';
import { appointments, services, staff } from '../../db/schema/index';
import { inTenant } from '../../db/tenant';
import type { ClientScope } from './scope';

/** A client's appointments (with one member only, for a scope of one), newest first, with service and staff. */
export async function clientHistory(
  db: DbOrTx,
  scope: ClientScope,
  clientId: number,
): Promise<ClientHistoryAppointment[]> {
  const rows = await db
    .select({
      a: appointments,
      service: { id: services.id, name: services.name, duration: services.duration },
      // What the appointment was booked at; older rows without it fall back to today's service price.
      price: sql<string>`coalesce(${appointments.price}, ${services.price})`,
      staff: { id: staff.id, firstName: staff.firstName, lastName: staff.lastName },
    })
    .from(appointments)
    .innerJoin(services, eq(services.id, appointments.serviceId))
    .leftJoin(staff, eq(staff.id, appointments.staffId))
    .where(
      and(
        inTenant(appointments, scope.businessId),
        eq(appointments.clientId, clientId),
        scope.staffId === null ? undefined : eq(appointments.staffId, scope.staffId),
      ),
    )
    .orderBy(desc(appointments.startsAt), desc(appointments.id))
    .limit(500);
  return rows.map(({ a, service, price, staff: s }) => ({
    id: a.id,
    date: a.date,
    startTime: a.startTime,
    endTime: a.endTime,
    status: a.status,
    notes: a.notes,
    service: { ...service, price: decimalText(price) },
    staff: s,
  }));
}

/**
 * Completed appointments' prices (as booked; today's service price only for rows booked before prices were
 * kept on the appointment) plus completed (or partly refunded) sales net of refunds,
 * summed in the database as numeric and answered as cents. For a scope of one member: what the client
 * spent on that member's appointments only.
 */
export async function clientTotalSpentCents(db: DbOrTx, scope: ClientScope, clientId: number) {
  const { businessId, staffId } = scope;
  if (staffId !== null) {
    const own = await db.execute(sql`
      select round(100 * coalesce(sum(coalesce(a.price, s.price)), 0)) as cents
      from appointments a join services s on s.id = a.service_id
      where a.business_id = ${businessId} and a.client_id = ${clientId} and a.staff_id = ${staffId}
        and a.status = 'completed'`);
    return Number((own as unknown as { rows: { cents: string | number | null }[] }).rows[0]?.cents ?? 0);
  }
  const result = await db.execute(sql`
    select round(100 * (
      coalesce((select sum(coalesce(a.price, s.price)) from appointments a join services s on s.id = a.service_id
        where a.business_id = ${businessId} and a.client_id = ${clientId} and a.status = 'completed'), 0)
      + coalesce((select sum(sa.total_amount) from sales sa
        where sa.business_id = ${businessId} and sa.customer_id = ${clientId}
          and sa.payment_status in ('completed', 'refunded')), 0)
      - coalesce((select sum(r.amount) from refunds r join sales sa on sa.id = r.sale_id
        where sa.business_id = ${businessId} and sa.customer_id = ${clientId}
          and sa.payment_status in ('completed', 'refunded')), 0)
    )) as cents`);
  // Both drivers answer { rows }.
  const rows = (result as unknown as { rows: { cents: string | number | null }[] }).rows;
  return Number(rows[0]?.cents ?? 0);
}
