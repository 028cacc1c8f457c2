import { and, eq, or } from 'drizzle-orm';
import { RECORDED_STATUSES } from '../../../contract/appointments';
import { recordAudit } from '../../core/audit';
import type { Tx } from '../../db/client';
import { appointments, clients, services, staff } from '../../db/schema/index';
import { inTenant } from '../../db/tenant';

/**
 * Issue 32 F5: an appointment recorded after the fact (a past start, or booked straight as completed or
 * no-show) earns commission nobody saw coming, so each one goes into the audit trail with its staff member,
 * price and status, in the booking's transaction, where the owner sees it in Settings → Activity.
 */
export async function auditRecordedPast(
  tx: Tx,
  businessId: number,
  first: { id: number; visitId: number | null },
  now: Date,
) {
  const rows = await tx
    .select({
      id: appointments.id,
      date: appointments.date,
      startTime: appointments.startTime,
      startsAt: appointments.startsAt,
      status: appointments.status,
      price: appointments.price,
      servicePrice: services.price,
      service: services.name,
      client: clients.name,
      staffFirst: staff.firstName,
      staffLast: staff.lastName,
    })
    .from(appointments)
    .innerJoin(services, eq(services.id, appointments.serviceId))
    .innerJoin(clients, eq(clients.id, appointments.clientId))
    .innerJoin(staff, eq(staff.id, appointments.staffId))
    .where(
      and(
        inTenant(appointments, businessId),
        first.visitId === null
          ? eq(appointments.id, first.id)
          : or(eq(appointments.id, first.id), eq(appointments.visitId, first.visitId)),
      ),
    );
  for (const row of rows) {
    const recorded = row.startsAt <= now || (RECORDED_STATUSES as readonly string[]).includes(row.status);
    if (!recorded) continue;
    const when = `${row.date} ${row.startTime}`;
    await recordAudit(tx, {
      businessId,
      action: 'appointment.recordedPast',
      target: { type: 'appointment', id: row.id, label: `${row.client} · ${row.service}, ${when}` },
      after: {
        client: row.client,
        service: row.service,
        staff: `${row.staffFirst} ${row.staffLast}`,
        date: row.date,
        startTime: row.startTime,
        status: row.status,
        price: row.price ?? row.servicePrice,
      },
    });
  }
}
