import { decimalText } from '../../../contract/money';
import {
  APPOINTMENT_NOT_CANCELLABLE,
  type ClientAppointment,
  type ClientAppointments,
  cancellationClosedMessage,
} from '../../../contract/portal';
import type { PortalIdentity } from '../../core/portal-sessions';
import type { Database, DbOrTx } from '../../db/client';
import { conflict, notFound } from '../../lib/http-errors';
import { offerFreedTime } from '../waitlist-holds';
import {
  type ClientAppointmentRow,
  cancelAppointmentOrVisit,
  getPortalSettings,
  listClientAppointmentRows,
  lockClientAppointment,
} from './repository';

const HOUR_MS = 60 * 60 * 1000;
const OPEN = ['pending', 'confirmed'] as const;
export const OPEN_STATUSES = new Set<string>(OPEN);

export async function cutoffHours(db: DbOrTx, businessId: number): Promise<number> {
  const settings = await getPortalSettings(db, businessId);
  return settings?.cancellationCutoffHours ?? 24;
}

/** Start minus the business's cut-off: online cancelling and moving close then. */
export const onlineChangesCloseAt = (startsAt: Date, cutoff: number) => startsAt.getTime() - cutoff * HOUR_MS;

export function toClientAppointment(
  { a, service, offered, staffActive }: ClientAppointmentRow,
  cutoff: number,
  now: number,
): ClientAppointment {
  const until = onlineChangesCloseAt(a.startsAt, cutoff);
  const changeable = OPEN_STATUSES.has(a.status) && now < until;
  return {
    id: a.id,
    service: { ...service, price: decimalText(service.price) },
    appointmentDate: a.date,
    appointmentTime: a.startTime,
    endTime: a.endTime,
    timezone: a.timezone,
    status: a.status,
    notes: a.notes,
    canCancel: changeable,
    // A visit's services move together: only the business moves them.
    canReschedule: changeable && a.visitId === null,
    cancellableUntil: new Date(until).toISOString(),
    bookAgain: offered ? { serviceId: a.serviceId, staffId: staffActive ? a.staffId : null } : null,
  };
}

/**
 * Upcoming: every appointment whose start is still ahead (a cancelled one too, with its status), soonest
 * first; past: those whose start has passed, newest first.
 */
export async function listClientAppointments(db: Database, who: PortalIdentity): Promise<ClientAppointments> {
  const [rows, cutoff] = await Promise.all([
    listClientAppointmentRows(db, who),
    cutoffHours(db, who.businessId),
  ]);
  const now = Date.now();
  const upcoming: ClientAppointment[] = [];
  const past: ClientAppointment[] = [];
  for (const row of rows) {
    const item = toClientAppointment(row, cutoff, now);
    if (row.a.startsAt.getTime() > now) upcoming.unshift(item);
    else past.push(item);
  }
  return { upcoming, past };
}

/** The client cancels their own open appointment, no later than the business's cut-off before it starts. */
export async function cancelClientAppointment(db: Database, who: PortalIdentity, id: number) {
  return db.transaction(async (tx) => {
    const row = await lockClientAppointment(tx, who, id);
    if (!row) throw notFound('Appointment not found');
    const cutoff = await cutoffHours(tx, who.businessId);
    const now = Date.now();
    if (!OPEN_STATUSES.has(row.a.status) || row.a.startsAt.getTime() <= now) {
      throw conflict(APPOINTMENT_NOT_CANCELLABLE);
    }
    if (now >= onlineChangesCloseAt(row.a.startsAt, cutoff))
      throw conflict(cancellationClosedMessage(cutoff));
    // A visit's services (booked together) are cancelled together.
    const cancelled = await cancelAppointmentOrVisit(
      tx,
      who.businessId,
      { id, visitId: row.a.visitId },
      OPEN,
    );
    // The freed time goes to the day's waitlist in this same transaction.
    await offerFreedTime(
      tx,
      who.businessId,
      cancelled.map((c) => c.date),
    );
    return toClientAppointment({ ...row, a: { ...row.a, status: 'cancelled' } }, cutoff, now);
  });
}
