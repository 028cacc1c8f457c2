import { RECORDED_STATUSES } from '../../../contract/appointments';
import { recordAudit } from '../../core/audit';
import type { Tx } from '../../db/client';
import { recordedRows } from './repository';

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
  const rows = await recordedRows(tx, businessId, first);
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
