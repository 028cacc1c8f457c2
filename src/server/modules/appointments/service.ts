import { and, eq } from 'drizzle-orm';
import { SLOT_TAKEN, type UpdateAppointment } from '../../../contract/appointments';
import type { Database } from '../../db/client';
import { appointments, businesses, services } from '../../db/schema/index';
import { inTenant } from '../../db/tenant';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { EXCLUSION_VIOLATION, postgresErrorCode } from '../../lib/postgres-errors';
import { instantToLocal, localToInstant } from '../../lib/time';
import { isBlocked, performingStaff } from './booking';
import { getAppointment } from './repository';

const appointmentNotFound = () => notFound('Appointment not found');

/**
 * Status change and/or reschedule in one transaction. The exclusion constraint answers both a moved
 * appointment landing on another and a cancelled one coming back onto a slot someone else took.
 */
export async function updateAppointment(
  db: Database,
  businessId: number,
  id: number,
  input: UpdateAppointment,
) {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(appointments)
      .where(and(inTenant(appointments, businessId), eq(appointments.id, id)))
      .limit(1);
    if (!current) throw appointmentNotFound();
    const changes: Partial<typeof appointments.$inferInsert> = { updatedAt: new Date() };
    if (input.status) changes.status = input.status;
    if (input.notes !== undefined) changes.notes = input.notes;

    if (input.date && input.startTime) {
      const [business] = await tx.select().from(businesses).where(eq(businesses.id, businessId));
      const [service] = await tx.select().from(services).where(eq(services.id, current.serviceId));
      if (!business || !service) throw appointmentNotFound();
      const staffId = input.staffId ?? current.staffId;
      if (input.staffId && !(await performingStaff(tx, businessId, service.id)).includes(input.staffId)) {
        throw badRequest('Staff member not found', [{ path: 'staffId', message: 'Staff member not found' }]);
      }
      const tz = business.timezone;
      const startsAt = localToInstant(input.date, input.startTime, tz);
      const endsAt = new Date(startsAt.getTime() + service.duration * 60_000);
      if (await isBlocked(tx, businessId, staffId, startsAt, endsAt)) throw conflict(SLOT_TAKEN);
      const local = instantToLocal(startsAt, tz);
      Object.assign(changes, {
        staffId,
        startsAt,
        endsAt,
        date: local.date,
        startTime: local.time,
        endTime: instantToLocal(endsAt, tz).time,
        timezone: tz,
        // The reminder belongs to the new time.
        reminderSent: false,
      });
    }

    try {
      await tx.transaction(async (sp) => {
        await sp
          .update(appointments)
          .set(changes)
          .where(and(inTenant(appointments, businessId), eq(appointments.id, id)));
      });
    } catch (error) {
      if (postgresErrorCode(error) === EXCLUSION_VIOLATION) throw conflict(SLOT_TAKEN);
      throw error;
    }
    const updated = await getAppointment(tx, businessId, id);
    if (!updated) throw appointmentNotFound();
    return updated;
  });
}

export async function deleteAppointment(db: Database, businessId: number, id: number) {
  const deleted = await db
    .delete(appointments)
    .where(and(inTenant(appointments, businessId), eq(appointments.id, id)))
    .returning({ id: appointments.id });
  if (deleted.length === 0) throw appointmentNotFound();
}
