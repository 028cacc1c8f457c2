import type { AppointmentStatus } from '../../../contract/appointments';
import { toCents, toDecimal } from '../../../contract/money';
import type { appointments } from '../../db/schema/index';
import { instantToLocal } from '../../lib/time';

type AppointmentInsert = typeof appointments.$inferInsert;

/**
 * Where an appointment sits: its instants (the truth) and the local date and times the API speaks, in the
 * timezone it is kept in. Every writer of appointment rows places them through this.
 */
export type Placement = Required<
  Pick<AppointmentInsert, 'startsAt' | 'endsAt' | 'date' | 'startTime' | 'endTime' | 'timezone'>
>;

export function placement(startsAt: Date, endsAt: Date, timezone: string): Placement {
  const start = instantToLocal(startsAt, timezone);
  return {
    startsAt,
    endsAt,
    date: start.date,
    startTime: start.time,
    endTime: instantToLocal(endsAt, timezone).time,
    timezone,
  };
}

/** The columns a move sets: the new place (and staff member); the reminder belongs to the new time. */
export function movedTo(place: Placement, staffId?: number) {
  return { ...place, ...(staffId === undefined ? {} : { staffId }), reminderSent: false };
}

export type NewAppointment = {
  businessId: number;
  clientId: number;
  service: { id: number; price: string; bufferBeforeMinutes: number; bufferAfterMinutes: number };
  staffId: number;
  locationId: number | null;
  place: Placement;
  status: AppointmentStatus;
  notes: string | null;
  source: 'online' | 'staff';
  sendReminder: boolean;
  /** An offer code applied: the price is the service's less what came off. */
  offer?: { offerId: number; code: string; discountCents: number } | null;
  visitId?: number | null;
  seriesId?: number | null;
};

/**
 * One appointment row, the same for a booking, each service of a visit and each date of a series: the
 * service's buffers are copied, so a later change to the service leaves this appointment's alone.
 */
export function newAppointmentRow(a: NewAppointment): AppointmentInsert {
  const discountCents = a.offer?.discountCents ?? 0;
  return {
    businessId: a.businessId,
    clientId: a.clientId,
    serviceId: a.service.id,
    staffId: a.staffId,
    locationId: a.locationId,
    ...a.place,
    bufferBeforeMinutes: a.service.bufferBeforeMinutes,
    bufferAfterMinutes: a.service.bufferAfterMinutes,
    status: a.status,
    notes: a.notes,
    price: toDecimal(toCents(a.service.price) - discountCents),
    offerId: a.offer?.offerId ?? null,
    offerCode: a.offer?.code ?? null,
    discountAmount: toDecimal(discountCents),
    source: a.source,
    sendReminder: a.sendReminder,
    visitId: a.visitId ?? null,
    seriesId: a.seriesId ?? null,
  };
}
