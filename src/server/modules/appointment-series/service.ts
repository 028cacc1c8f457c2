import type {
  CreatedSeries,
  CreateSeries,
  PreviewSeries,
  SeriesItem,
  SeriesPreview,
  UpdateSeriesFrom,
} from '../../../contract/appointment-series';
import { seriesDates } from '../../../contract/appointment-series';
import { PAST_TIME, SLOT_TAKEN } from '../../../contract/appointments';
import { lockSchedule } from '../../core/schedule-lock';
import type { Database, DbOrTx } from '../../db/client';
import type { appointments } from '../../db/schema/index';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { DEADLOCK_DETECTED, EXCLUSION_VIOLATION, postgresErrorCode } from '../../lib/postgres-errors';
import {
  type AppointmentScope,
  enforceMonthlyLimit,
  findOrCreateClient,
  listSeriesAppointments,
  type Member,
  memberScope,
  movedTo,
  newAppointmentRow,
  placement,
  teamOf,
} from '../appointments';
import { findStaffMember } from '../staff';
import { offerFreedTime } from '../waitlist-holds';
import { checkPerformer, ownStaffOnly, seriesContext } from './context';
import { enqueueSeriesChange, enqueueSeriesConfirmation } from './emails';
import { occurrenceAt, occurrenceProblem, unseenProblem } from './occurrences';
import {
  findSeries,
  findSeriesAppointment,
  insertAppointment,
  insertSeries,
  listAppointmentsById,
  lockSeriesFrom,
  updateSeriesAppointments,
} from './repository';

const seriesNotFound = () => notFound('Series not found');
const appointmentNotFound = () => notFound('Appointment not found');
/** An exclusion violation (or two writers deadlocked on one time) is the time being taken: 409 for all. */
async function inSavepoint(tx: DbOrTx, write: (sp: DbOrTx) => Promise<unknown>) {
  try {
    await tx.transaction(async (sp) => {
      await write(sp);
    });
  } catch (error) {
    const code = postgresErrorCode(error);
    if (code === EXCLUSION_VIOLATION || code === DEADLOCK_DETECTED) throw conflict(SLOT_TAKEN);
    throw error;
  }
}

/** Every visit of the rule with whether it is free for the staff member; nothing is written or held. */
export async function previewSeries(
  db: Database,
  member: Member,
  input: PreviewSeries,
): Promise<SeriesPreview> {
  const scope = await memberScope(db, member);
  const now = new Date();
  const ctx = await seriesContext(db, scope, input);
  const buffers = { before: ctx.service.bufferBeforeMinutes, after: ctx.service.bufferAfterMinutes };
  const occurrences = [];
  for (const date of seriesDates(input.date, input.repeat)) {
    const o = occurrenceAt(date, input.startTime, ctx.timezone, ctx.service.duration, buffers);
    const reason = await occurrenceProblem(
      db,
      { businessId: member.businessId, staffId: ctx.staffId, now },
      o,
    );
    occurrences.push({
      date: o.date,
      startTime: o.startTime,
      endTime: o.endTime,
      free: reason === null,
      reason,
    });
  }
  return { occurrences };
}

/**
 * The confirmed visits, all or none, in one transaction under the schedule lock: the plan's monthly limit
 * per visit, the client, the series row, then each visit in a SAVEPOINT. The owner confirmed those dates, so
 * one of them taken meanwhile (blocked, held, or refused by the exclusion constraint) is 409 for the request.
 */
export async function bookSeries(db: Database, member: Member, input: CreateSeries): Promise<CreatedSeries> {
  const scope = await memberScope(db, member);
  const { businessId } = member;
  const now = new Date();
  return db.transaction(async (tx) => {
    await lockSchedule(tx, businessId);
    const ctx = await seriesContext(tx, scope, input);
    const { business, service, location, staffId, timezone } = ctx;
    const buffers = { before: service.bufferBeforeMinutes, after: service.bufferAfterMinutes };
    const visits = [...input.dates]
      .sort()
      .map((date) => occurrenceAt(date, input.startTime, timezone, service.duration, buffers));
    const past = visits.find((o) => o.startsAt <= now);
    if (past)
      throw badRequest(PAST_TIME, [{ path: `dates.${input.dates.indexOf(past.date)}`, message: PAST_TIME }]);

    const clientId = await findOrCreateClient(tx, {
      businessId,
      name: input.clientName,
      email: input.clientEmail,
      phone: input.clientPhone,
    });
    const series = await insertSeries(tx, businessId, input.repeat);
    if (!series) throw new Error('series row not inserted');

    for (const o of visits) {
      await enforceMonthlyLimit(tx, business, o.date);
      // Another appointment there is the exclusion constraint's to refuse (23P01 in the savepoint).
      if (await unseenProblem(tx, { businessId, staffId, now }, o)) throw conflict(SLOT_TAKEN);
      await inSavepoint(tx, (sp) =>
        insertAppointment(
          sp,
          newAppointmentRow({
            businessId,
            clientId,
            service,
            staffId,
            locationId: location?.id ?? null,
            seriesId: series.id,
            place: placement(o.startsAt, o.endsAt, timezone),
            status: 'pending',
            notes: input.notes ?? null,
            source: 'staff',
            sendReminder: input.sendReminder,
          }),
        ),
      );
    }

    const who = await findStaffMember(tx, businessId, staffId);
    await enqueueSeriesConfirmation(tx, {
      businessId,
      businessName: business.name,
      timezone,
      clientName: input.clientName,
      clientEmail: input.clientEmail,
      serviceName: service.name,
      staffName: who ? `${who.firstName} ${who.lastName}` : '',
      location: location ? { name: location.name, address: location.address, city: location.city } : null,
      visits: visits.map((o) => o.startsAt),
    });
    return {
      seriesId: series.id,
      appointments: await listSeriesAppointments(tx, teamOf(businessId), series.id),
    };
  });
}

/** The rule and the series' appointments the member reaches (none reached: not found). */
async function readSeries(db: DbOrTx, scope: AppointmentScope, seriesId: number): Promise<SeriesItem> {
  const series = await findSeries(db, scope.businessId, seriesId);
  if (!series) throw seriesNotFound();
  const items = await listSeriesAppointments(db, scope, seriesId);
  if (scope.staffId !== null && items.length === 0) throw seriesNotFound();
  return {
    id: series.id,
    intervalWeeks: series.intervalWeeks,
    occurrences: series.occurrences,
    untilDate: series.untilDate,
    appointments: items,
  };
}

export async function getSeries(db: Database, member: Member, seriesId: number): Promise<SeriesItem> {
  return readSeries(db, await memberScope(db, member), seriesId);
}

/**
 * "This and following": the occurrence and every later one of the series not cancelled, in one transaction
 * under the schedule lock. A move keeps each visit's date and length and takes the new local time (and
 * staff member); one landing on a taken time is 409 and nothing changes.
 */
export async function changeSeriesFrom(
  db: Database,
  member: Member,
  ids: { seriesId: number; appointmentId: number },
  input: UpdateSeriesFrom,
): Promise<SeriesItem> {
  const scope = await memberScope(db, member);
  const { businessId } = member;
  const now = new Date();
  return db.transaction(async (tx) => {
    await lockSchedule(tx, businessId);
    const inSeries = { businessId, seriesId: ids.seriesId, staffId: scope.staffId };
    const anchor = await findSeriesAppointment(tx, inSeries, ids.appointmentId);
    if (!anchor) throw appointmentNotFound();
    const targets = await lockSeriesFrom(tx, inSeries, anchor.startsAt);
    const targetIds = targets.map((a) => a.id);
    const common: Partial<typeof appointments.$inferInsert> = { updatedAt: new Date() };
    if (input.status) common.status = input.status;
    if (input.notes !== undefined) common.notes = input.notes;

    if (input.startTime || input.staffId) {
      const staffId = input.staffId === undefined ? undefined : ownStaffOnly(scope, input.staffId);
      const checked = new Set<string>();
      for (const a of targets) {
        const to = staffId ?? a.staffId;
        const key = `${a.serviceId}:${a.locationId}:${to}`;
        if (staffId && !checked.has(key)) {
          await checkPerformer(tx, {
            businessId,
            serviceId: a.serviceId,
            staffId: to,
            locationId: a.locationId,
          });
          checked.add(key);
        }
        const lengthMinutes = (a.endsAt.getTime() - a.startsAt.getTime()) / 60_000;
        const buffers = { before: a.bufferBeforeMinutes, after: a.bufferAfterMinutes };
        const o = occurrenceAt(a.date, input.startTime ?? a.startTime, a.timezone, lengthMinutes, buffers);
        if (o.startsAt <= now) throw badRequest(PAST_TIME, [{ path: 'startTime', message: PAST_TIME }]);
        if (await unseenProblem(tx, { businessId, staffId: to, now }, o)) throw conflict(SLOT_TAKEN);
        await inSavepoint(tx, (sp) =>
          updateSeriesAppointments(sp, businessId, [a.id], {
            ...common,
            ...movedTo(placement(o.startsAt, o.endsAt, a.timezone), to),
          }),
        );
      }
    } else if (targetIds.length > 0) {
      await updateSeriesAppointments(tx, businessId, targetIds, common);
    }
    // Time given up (cancelled or moved) goes to those days' waitlists, held in this transaction.
    if (input.status === 'cancelled' || input.startTime || input.staffId) {
      await offerFreedTime(
        tx,
        businessId,
        targets.map((a) => a.date),
        now,
      );
    }
    if (
      input.notifyClient &&
      targets.length > 0 &&
      (input.status === 'cancelled' || input.startTime || input.staffId)
    ) {
      const after = await listAppointmentsById(tx, businessId, targetIds);
      await enqueueSeriesChange(tx, { cancelled: input.status === 'cancelled', before: targets, after });
    }
    return readSeries(tx, scope, ids.seriesId);
  });
}
