import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { decimalText } from '../../../contract/money';
import {
  APPOINTMENT_NOT_CANCELLABLE,
  type ClientAppointment,
  type ClientAppointments,
  cancellationClosedMessage,
} from '../../../contract/portal';
import type { PortalIdentity } from '../../core/portal-sessions';
import type { Database, DbOrTx } from '../../db/client';
import { appointments, businesses, services } from '../../db/schema/index';
import { inTenant } from '../../db/tenant';
import { conflict, notFound } from '../../lib/http-errors';
import { offerFreedTime } from '../waitlist';

const HOUR_MS = 60 * 60 * 1000;
const OPEN = ['pending', 'confirmed'] as const;
export const OPEN_STATUSES = new Set<string>(OPEN);

export async function cutoffHours(db: DbOrTx, businessId: number): Promise<number> {
  const [row] = await db
    .select({ hours: businesses.cancellationCutoffHours })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  return row?.hours ?? 24;
}

export function selectForClient(db: DbOrTx, who: PortalIdentity, appointmentId?: number) {
  return db
    .select({
      a: appointments,
      service: {
        name: services.name,
        duration: services.duration,
        // The price it was booked at; older rows fall back to the service's price today.
        price: sql<string>`coalesce(${appointments.price}, ${services.price})`,
      },
      offered: services.isActive,
      staffActive: sql<boolean>`exists (select 1 from staff s where s.id = ${appointments.staffId} and s.is_active and s.removed_at is null)`,
    })
    .from(appointments)
    .innerJoin(services, eq(services.id, appointments.serviceId))
    .where(
      and(
        inTenant(appointments, who.businessId),
        eq(appointments.clientId, who.clientId),
        appointmentId === undefined ? undefined : eq(appointments.id, appointmentId),
      ),
    );
}

export type ClientAppointmentRow = Awaited<ReturnType<typeof selectForClient>>[number];

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
    selectForClient(db, who).orderBy(desc(appointments.startsAt)).limit(1000),
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
    const [row] = await selectForClient(tx, who, id).for('update', { of: appointments });
    if (!row) throw notFound('Appointment not found');
    const cutoff = await cutoffHours(tx, who.businessId);
    const now = Date.now();
    if (!OPEN_STATUSES.has(row.a.status) || row.a.startsAt.getTime() <= now) {
      throw conflict(APPOINTMENT_NOT_CANCELLABLE);
    }
    if (now >= onlineChangesCloseAt(row.a.startsAt, cutoff))
      throw conflict(cancellationClosedMessage(cutoff));
    // A visit's services (booked together) are cancelled together.
    const cancelled = await tx
      .update(appointments)
      .set({ status: 'cancelled', updatedAt: sql`now()` })
      .where(
        and(
          inTenant(appointments, who.businessId),
          row.a.visitId === null
            ? eq(appointments.id, id)
            : and(eq(appointments.visitId, row.a.visitId), inArray(appointments.status, [...OPEN])),
        ),
      )
      .returning({ date: appointments.date });
    // The freed time goes to the day's waitlist in this same transaction.
    await offerFreedTime(
      tx,
      who.businessId,
      cancelled.map((c) => c.date),
    );
    return toClientAppointment({ ...row, a: { ...row.a, status: 'cancelled' } }, cutoff, now);
  });
}
