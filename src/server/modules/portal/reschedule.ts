import {
  APPOINTMENT_NOT_MOVABLE,
  type ClientAppointment,
  RESCHEDULE_SLOT_TAKEN,
  type RescheduleClientAppointment,
  rescheduleClosedMessage,
  VISIT_NOT_MOVABLE,
} from '../../../contract/portal';
import type { SlotsResponse } from '../../../contract/public-booking';
import { findBusiness } from '../../core/business';
import type { PortalIdentity } from '../../core/portal-sessions';
import { lockSchedule } from '../../core/schedule-lock';
import type { Database, DbOrTx, Tx } from '../../db/client';
import { conflict, notFound } from '../../lib/http-errors';
import { DEADLOCK_DETECTED, EXCLUSION_VIOLATION, postgresErrorCode } from '../../lib/postgres-errors';
import { localToInstant } from '../../lib/time';
import {
  appointmentMailOf,
  enforceMonthlyLimit,
  enqueueMovedConfirmation,
  movedTo,
  placement,
  updateAppointmentRow,
} from '../appointments';
import { findBookingLimits, publicBookingBounds } from '../public-booking';
import { findSlots } from '../slots';
import { offerFreedTime } from '../waitlist-holds';
import { cutoffHours, OPEN_STATUSES, onlineChangesCloseAt, toClientAppointment } from './appointments';
import { type ClientAppointmentRow, findClientAppointment, lockClientAppointment } from './repository';

const appointmentNotFound = () => notFound('Appointment not found');
type AppointmentRow = ClientAppointmentRow['a'];

/**
 * The starts the public page would offer this appointment's service on `date`, with the same staff member at
 * the same location, inside the booking settings (minimum notice, booking window), its own time not taken.
 */
async function offeredSlots(db: DbOrTx, a: AppointmentRow, date: string, now: Date): Promise<SlotsResponse> {
  const limits = await findBookingLimits(db, a.businessId);
  if (!limits) throw appointmentNotFound();
  const { earliest, lastDate } = publicBookingBounds(limits, now);
  // As the public slots: a start exactly at the notice is bookable (the statement offers starts after `now`).
  const after = limits.minNoticeMinutes > 0 ? new Date(earliest.getTime() - 1) : now;
  const found = await findSlots(db, {
    businessId: a.businessId,
    serviceId: a.serviceId,
    date,
    staffId: a.staffId,
    locationId: a.locationId,
    now: after,
    excludeAppointmentId: a.id,
  });
  if (!found) throw appointmentNotFound();
  const slots = found.serviceFound && date <= lastDate ? found.slots : [];
  return { date, timezone: found.timezone, slots };
}

/** GET /api/portal/appointments/:id/slots: where the client's own appointment could move on that day. */
export async function listRescheduleSlots(
  db: Database,
  who: PortalIdentity,
  id: number,
  date: string,
  now = new Date(),
): Promise<SlotsResponse> {
  const row = await findClientAppointment(db, who, id);
  if (!row) throw appointmentNotFound();
  return offeredSlots(db, row.a, date, now);
}

/** Why the client may not move this appointment online, or null when they may (slots aside). */
function refusal(a: AppointmentRow, cutoff: number, now: number): string | null {
  if (!OPEN_STATUSES.has(a.status) || a.startsAt.getTime() <= now) return APPOINTMENT_NOT_MOVABLE;
  if (a.visitId !== null) return VISIT_NOT_MOVABLE;
  if (now >= onlineChangesCloseAt(a.startsAt, cutoff)) return rescheduleClosedMessage(cutoff);
  return null;
}

/**
 * The client moves their own open, future, single-service appointment to a time the slots offer, up to the
 * business's cut-off. One transaction: the appointment row locked, then the schedule lock (bookings, moves
 * and waitlist holds one after the other), the slots checked again under it, and the exclusion constraint
 * deciding whatever still races. The time given up goes to that day's waitlist; the reminder belongs to the
 * new time; the client is emailed the new time.
 */
export async function rescheduleClientAppointment(
  db: Database,
  who: PortalIdentity,
  id: number,
  input: RescheduleClientAppointment,
  clock = new Date(),
): Promise<ClientAppointment> {
  return db.transaction(async (tx) => {
    const row = await lockClientAppointment(tx, who, id);
    if (!row) throw appointmentNotFound();
    const cutoff = await cutoffHours(tx, who.businessId);
    const now = clock.getTime();
    const refused = refusal(row.a, cutoff, now);
    if (refused) throw conflict(refused);

    await lockSchedule(tx, who.businessId);
    const offered = await offeredSlots(tx, row.a, input.date, clock);
    if (!offered.slots.some((slot) => slot.startTime === input.startTime))
      throw conflict(RESCHEDULE_SLOT_TAKEN);

    const current = row.a;
    const startsAt = localToInstant(input.date, input.startTime, offered.timezone);
    // A move keeps the appointment's own length (staff may have resized it).
    const endsAt = new Date(startsAt.getTime() + current.endsAt.getTime() - current.startsAt.getTime());
    const place = placement(startsAt, endsAt, offered.timezone);
    if (place.date.slice(0, 7) !== current.date.slice(0, 7)) {
      const business = await findBusiness(tx, who.businessId);
      if (!business) throw appointmentNotFound();
      await enforceMonthlyLimit(tx, business, place.date, id);
    }
    const changes = { ...movedTo(place), updatedAt: new Date() };
    try {
      await tx.transaction(async (sp) => {
        await updateAppointmentRow(sp, who.businessId, id, changes);
      });
    } catch (error) {
      // Another booking or move took the time first (or the two saw each other: the survivor takes it).
      const code = postgresErrorCode(error);
      if (code === EXCLUSION_VIOLATION || code === DEADLOCK_DETECTED) throw conflict(RESCHEDULE_SLOT_TAKEN);
      throw error;
    }
    const moved = startsAt.getTime() !== current.startsAt.getTime();
    if (moved) {
      await offerFreedTime(tx, who.businessId, [current.date]);
      await enqueueMovedEmail(tx, { ...current, ...changes });
    }
    return toClientAppointment({ ...row, a: { ...current, ...changes } }, cutoff, now);
  });
}

/** The client's email with the new time (a confirmation: the business's "confirmations" setting turns it off). */
async function enqueueMovedEmail(tx: Tx, a: AppointmentRow) {
  const found = await appointmentMailOf(tx, a.id);
  if (found) await enqueueMovedConfirmation(tx, found.mail);
}
