import { can } from '../../../contract/abilities';
import {
  type AppointmentItem,
  type AppointmentSlotsQuery,
  type CreateAppointment,
  PAST_TIME,
  RECORD_PAST_REFUSED,
  RECORDED_STATUSES,
  SERVICE_NOT_FOUND,
  SLOT_TAKEN,
  STAFF_DOES_NOT_OFFER,
  type UpdateAppointment,
} from '../../../contract/appointments';
import type { SlotsResponse } from '../../../contract/public-booking';
import { recordAudit } from '../../core/audit';
import { findBusiness } from '../../core/business';
import { lockSchedule } from '../../core/schedule-lock';
import type { Database, Tx } from '../../db/client';
import type { appointments, businesses } from '../../db/schema/index';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-errors';
import { DEADLOCK_DETECTED, EXCLUSION_VIOLATION, postgresErrorCode } from '../../lib/postgres-errors';
import { instantToLocal, localToInstant } from '../../lib/time';
import { findLocationRow } from '../locations';
import { requestReviewAfterVisit } from '../reviews';
import { findService, performingStaff } from '../services';
import { findSlots } from '../slots';
import { isHeldForWaitlist, offerFreedTime } from '../waitlist-holds';
import { bookAppointmentIn } from './booking';
import { noticeOfChange } from './change-notice';
import { enforceMonthlyLimit } from './monthly-limit';
import { auditOverride, type OverrideReason, overrideNeeded } from './override';
import { auditRecordedPast } from './recorded-past';
import {
  deleteAppointmentRow,
  findAppointmentPlace,
  findAppointmentRow,
  getAppointment,
  isActiveStaff,
  lockAppointment,
  namesOf,
  updateAppointmentRow,
  visitCompanions,
} from './repository';
import { movedTo, placement } from './rows';
import { type AppointmentScope, type Member, memberScope, teamOf } from './scope';
import { bookVisitIn } from './visit';

const appointmentNotFound = () => notFound('Appointment not found');
export const OWN_BOOKINGS_ONLY = 'You can book and move only your own appointments.';

/** A member limited to their own appointments names no one else (unnamed, the appointment is theirs). */
function staffFor(scope: AppointmentScope, requested: number | null | undefined): number | undefined {
  if (scope.staffId === null) return requested ?? undefined;
  if (requested != null && requested !== scope.staffId) throw forbidden(OWN_BOOKINGS_ONLY);
  return scope.staffId;
}

/** A booking made by the business's staff, answered as the appointment list shows it. */
/** Only `appointments.recordPast` books into the past or straight as completed or no-show (issue 32 F5). */
function refuseRecordingPast(member: Member, recording: boolean) {
  if (recording && !can(member.role, 'appointments.recordPast')) throw forbidden(RECORD_PAST_REFUSED);
}

export async function bookStaffAppointment(
  db: Database,
  member: Member,
  input: CreateAppointment,
): Promise<AppointmentItem> {
  const recording = input.allowPast || RECORDED_STATUSES.includes(input.status);
  refuseRecordingPast(member, recording);
  const scope = await memberScope(db, member);
  const staffId = staffFor(scope, input.staffId);
  const { businessId } = member;
  const { additionalServices, ...first } = input;
  const request = { ...first, staffId, businessId, channel: 'staff' as const };
  const { appointment } = await db.transaction(async (tx) => {
    const booked =
      additionalServices && additionalServices.length > 0
        ? await bookVisitIn(
            tx,
            request,
            additionalServices.map((part) => ({ ...part, staffId: staffFor(scope, part.staffId) ?? null })),
          )
        : await bookAppointmentIn(tx, request);
    if (recording) await auditRecordedPast(tx, businessId, booked.appointment, new Date());
    return booked;
  });
  const item = await getAppointment(db, teamOf(businessId), appointment.id);
  if (!item) throw new Error('booked appointment not found');
  return item;
}

type AppointmentRow = typeof appointments.$inferSelect;
type ChangeContext = { tx: Tx; scope: AppointmentScope; business: typeof businesses.$inferSelect };

/**
 * Status change, move and/or new length in one transaction. The exclusion constraint answers both a moved
 * appointment landing on another and a cancelled one coming back onto a slot someone else took. An
 * appointment that starts counting toward a month again (a cancelled one revived, or one moved into
 * another month) passes the same monthly plan limit as a new booking, under the same business row lock.
 * An appointment of a visit (several services booked together) brings the visit's other services with it
 * when it is confirmed, cancelled, revived or moved (each moved by the same time, with its own staff
 * member); a new length is its own. Time given up goes to the waitlist once every change is made.
 */
export async function updateAppointment(db: Database, member: Member, id: number, input: UpdateAppointment) {
  refuseRecordingPast(member, input.allowPast === true);
  const { businessId } = member;
  const scope = await memberScope(db, member);
  return db.transaction(async (tx) => {
    // Two changes of one appointment in parallel decide on its latest state, one after the other.
    const current = await lockAppointment(tx, businessId, id, scope.staffId);
    if (!current) throw appointmentNotFound();
    // Moves, revivals and cancellations are decided one after the other with bookings and waitlist holds.
    await lockSchedule(tx, businessId);
    const business = await findBusiness(tx, businessId);
    if (!business) throw appointmentNotFound();
    const context: ChangeContext = { tx, scope, business };

    const moveTo =
      input.date && input.startTime ? localToInstant(input.date, input.startTime, current.timezone) : null;
    const shiftMs = moveTo ? moveTo.getTime() - current.startsAt.getTime() : 0;
    const together =
      input.status === 'confirmed' || input.status === 'cancelled' || input.status === 'pending';
    const revives = current.status === 'cancelled' && together && input.status !== 'cancelled';
    const companions = (shiftMs !== 0 || together ? await visitCompanions(tx, current, revives) : []).filter(
      (other) => scope.staffId === null || other.staffId === scope.staffId,
    );
    // Moving later, the last goes first (and earlier, the first), so no service lands on one not yet moved.
    const changes = [
      { row: current, change: input },
      ...companions.map((row) => ({ row, change: companionChange(row, input, shiftMs, together) })),
    ].sort((a, b) => (a.row.startsAt.getTime() - b.row.startsAt.getTime()) * (shiftMs > 0 ? -1 : 1));
    const freedDays: string[] = [];
    for (const { row, change } of changes) {
      if (await changeOne(context, row, change)) freedDays.push(row.date);
    }
    // Moved into the past (allowPast): earns commission nobody saw coming, so the owner sees it as a booking would be.
    const now = new Date();
    if (input.allowPast && moveTo && moveTo <= now) await auditRecordedPast(tx, businessId, current, now);
    // Time given up (cancelled, moved away or shortened) goes to the day's waitlist, held in this transaction.
    if (freedDays.length > 0) await offerFreedTime(tx, businessId, freedDays);
    if (input.notifyClient) {
      const now = await findAppointmentRow(tx, businessId, id);
      if (now) await noticeOfChange(tx, current, now);
    }
    const updated = await getAppointment(tx, teamOf(businessId), id);
    if (!updated) throw appointmentNotFound();
    return updated;
  });
}

/** What a visit's other service does when one of them changes: the same status, moved by the same time. */
function companionChange(
  row: AppointmentRow,
  input: UpdateAppointment,
  shiftMs: number,
  together: boolean,
): UpdateAppointment {
  const change: UpdateAppointment = { allowPast: input.allowPast, override: input.override };
  if (together) change.status = input.status;
  if (shiftMs !== 0) {
    const local = instantToLocal(new Date(row.startsAt.getTime() + shiftMs), row.timezone);
    change.date = local.date;
    change.startTime = local.time;
  }
  return change;
}

/** One appointment's change, after the caller's row and schedule locks; answers whether it gave up time. */
async function changeOne(
  { tx, scope, business }: ChangeContext,
  current: AppointmentRow,
  input: UpdateAppointment,
): Promise<boolean> {
  const businessId = business.id;
  const id = current.id;
  const changes: Partial<typeof appointments.$inferInsert> = { updatedAt: new Date() };
  if (input.status) changes.status = input.status;
  if (input.notes !== undefined) changes.notes = input.notes;

  const moves = Boolean(input.date && input.startTime);
  let override: OverrideReason | null = null;
  if (moves || input.durationMinutes !== undefined) {
    const service = await findService(tx, businessId, current.serviceId);
    if (!service) throw appointmentNotFound();
    const staffId = moves ? (staffFor(scope, input.staffId) ?? current.staffId) : current.staffId;
    const performers = await performingStaff(tx, businessId, service.id, current.locationId);
    if (moves && input.staffId && !performers.includes(input.staffId)) {
      // A colleague of this business who doesn't do this service (or not at its location) is told so.
      const colleague = await isActiveStaff(tx, businessId, input.staffId);
      const message = colleague ? STAFF_DOES_NOT_OFFER : 'Staff member not found';
      throw badRequest(message, [{ path: 'staffId', message }]);
    }
    // It stays at its location, in that location's time.
    const location = current.locationId
      ? await findLocationRow(tx, businessId, current.locationId)
      : undefined;
    const tz = location?.timezone ?? business.timezone;
    const startsAt =
      input.date && input.startTime ? localToInstant(input.date, input.startTime, tz) : current.startsAt;
    // A move keeps the appointment's own length (it may have been resized); a resize sets a new one.
    const lengthMs = input.durationMinutes
      ? input.durationMinutes * 60_000
      : current.endsAt.getTime() - current.startsAt.getTime();
    const endsAt = new Date(startsAt.getTime() + lengthMs);
    // Only a new start is held to the future: an appointment under way may still run longer.
    if (input.date && startsAt <= new Date() && !input.allowPast) {
      const path = input.date < instantToLocal(new Date(), tz).date ? 'date' : 'startTime';
      throw badRequest(PAST_TIME, [{ path, message: PAST_TIME }]);
    }
    const local = instantToLocal(startsAt, tz);
    // Into blocked time or outside the staff member's hours only when the member says so (audited below).
    override = await overrideNeeded(tx, {
      businessId,
      staffId,
      startsAt,
      endsAt,
      date: local.date,
      timezone: tz,
    });
    if (override && !input.override) throw conflict(override);
    if (await heldForSomeoneElse(tx, current, { staffId, startsAt, endsAt })) throw conflict(SLOT_TAKEN);
    Object.assign(changes, movedTo(placement(startsAt, endsAt, tz), staffId));
  }

  const date = changes.date ?? current.date;
  const counted = (changes.status ?? current.status) !== 'cancelled';
  // A cancelled appointment coming back takes its time again: not one held for the waitlist.
  if (
    counted &&
    current.status === 'cancelled' &&
    !changes.startsAt &&
    (await heldForSomeoneElse(tx, current, current))
  ) {
    throw conflict(SLOT_TAKEN);
  }
  const newToMonth = current.status === 'cancelled' || date.slice(0, 7) !== current.date.slice(0, 7);
  if (counted && newToMonth) await enforceMonthlyLimit(tx, business, date, id);

  try {
    await tx.transaction(async (sp) => {
      await updateAppointmentRow(sp, businessId, id, changes);
    });
  } catch (error) {
    // A deadlock here is two moves into one slot that saw each other: the survivor takes it.
    const code = postgresErrorCode(error);
    if (code === EXCLUSION_VIOLATION || code === DEADLOCK_DETECTED) throw conflict(SLOT_TAKEN);
    throw error;
  }
  if (override && changes.startsAt && changes.endsAt && changes.staffId && changes.date) {
    await auditOverride(tx, {
      businessId,
      appointmentId: id,
      reason: override,
      before: {
        date: current.date,
        startTime: current.startTime,
        endTime: current.endTime,
        staffId: current.staffId,
      },
      after: {
        date: changes.date,
        startTime: changes.startTime ?? current.startTime,
        endTime: changes.endTime ?? current.endTime,
        staffId: changes.staffId,
      },
    });
  }
  // A visit just completed: the client is asked for a review of it (once per visit).
  if (changes.status === 'completed' && current.status !== 'completed') {
    await requestReviewAfterVisit(tx, businessId, id);
  }
  return (
    current.status !== 'cancelled' &&
    (changes.status === 'cancelled' ||
      (changes.startsAt !== undefined &&
        (changes.startsAt.getTime() !== current.startsAt.getTime() ||
          changes.endsAt?.getTime() !== current.endsAt.getTime() ||
          changes.staffId !== current.staffId)))
  );
}

export async function deleteAppointment(db: Database, businessId: number, id: number) {
  await db.transaction(async (tx) => {
    await lockSchedule(tx, businessId);
    const deleted = await deleteAppointmentRow(tx, businessId, id);
    if (!deleted) throw appointmentNotFound();
    if (deleted.status !== 'cancelled') await offerFreedTime(tx, businessId, [deleted.date]);
    const names = await namesOf(tx, businessId, deleted);
    const when = `${deleted.date} ${deleted.startTime}`;
    await recordAudit(tx, {
      businessId,
      action: 'appointment.deleted',
      target: {
        type: 'appointment',
        id,
        label: names ? `${names.client} · ${names.service}, ${when}` : `Appointment ${when}`,
      },
      before: {
        client: names?.client ?? null,
        service: names?.service ?? null,
        staff: names ? `${names.staffFirst} ${names.staffLast}` : null,
        date: deleted.date,
        startTime: deleted.startTime,
        status: deleted.status,
      },
    });
  });
}

/** Whether the appointment's (new) time is held for a waitlisted client: it can't take that time. */
async function heldForSomeoneElse(
  tx: Tx,
  current: typeof appointments.$inferSelect,
  at: { staffId: number; startsAt: Date; endsAt: Date },
) {
  return isHeldForWaitlist(tx, {
    businessId: current.businessId,
    staffId: at.staffId,
    busyFrom: new Date(at.startsAt.getTime() - current.bufferBeforeMinutes * 60_000),
    busyUntil: new Date(at.endsAt.getTime() + current.bufferAfterMinutes * 60_000),
    now: new Date(),
  });
}

/**
 * The free starts of one local day for moving an appointment: its service, its staff member unless
 * another is named, and its own current time not counted as taken (so a 10:00 hour can move to 10:30).
 */
export async function rescheduleSlots(
  db: Database,
  member: Member,
  id: number,
  query: AppointmentSlotsQuery,
): Promise<SlotsResponse> {
  const { businessId } = member;
  const scope = await memberScope(db, member);
  const current = await findAppointmentPlace(db, businessId, id, scope.staffId);
  if (!current) throw appointmentNotFound();
  const found = await findSlots(db, {
    businessId,
    serviceId: current.serviceId,
    date: query.date,
    staffId: staffFor(scope, query.staffId) ?? current.staffId,
    locationId: current.locationId,
    now: new Date(),
    excludeAppointmentId: id,
  });
  if (!found) throw appointmentNotFound();
  if (!found.serviceFound) throw badRequest(SERVICE_NOT_FOUND);
  return { date: query.date, timezone: found.timezone, slots: found.slots };
}
