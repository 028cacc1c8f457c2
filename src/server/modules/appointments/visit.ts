import type { VisitService } from '../../../contract/appointments';
import { findBusiness } from '../../core/business';
import type { Tx } from '../../db/client';
import { HttpError } from '../../lib/http-errors';
import { instantToLocal } from '../../lib/time';
import { findService } from '../services';
import { type BookingRequest, bookAppointmentIn } from './booking';
import { enqueueVisitConfirmation } from './emails';
import { insertVisit } from './repository';

type Booked = Awaited<ReturnType<typeof bookAppointmentIn>>;

/**
 * Where the next service of a visit starts: when the one before ends, plus the cleanup of the one before
 * and the setup of the next when the same staff member is named for both (their buffers would otherwise
 * keep the two apart).
 */
async function nextStart(tx: Tx, businessId: number, previous: Booked, part: VisitService) {
  let gapMinutes = 0;
  if (part.staffId != null && part.staffId === previous.appointment.staffId) {
    const next = await findService(tx, businessId, part.serviceId);
    gapMinutes = previous.appointment.bufferAfterMinutes + (next?.bufferBeforeMinutes ?? 0);
  }
  const startsAt = new Date(previous.appointment.endsAt.getTime() + gapMinutes * 60_000);
  const local = instantToLocal(startsAt, previous.timezone);
  return { date: local.date, startTime: local.time };
}

/** A refusal of the n-th additional service names that service's fields, not the first one's. */
function aboutPart(error: unknown, index: number): unknown {
  if (!(error instanceof HttpError) || !error.errors) return error;
  const errors = error.errors.map((e) =>
    e.path === 'serviceId' || e.path === 'staffId'
      ? { ...e, path: `additionalServices.${index}.${e.path}` }
      : e,
  );
  return new HttpError(error.statusCode, error.message, errors);
}

/**
 * Several services in one visit, in the caller's transaction: a visit row, then each service booked right
 * after the one before through the one booking path (plan limit, exclusion constraint, waitlist holds), all
 * or none, and one confirmation listing them. Answers the first appointment.
 */
export async function bookVisitIn(tx: Tx, r: BookingRequest, more: VisitService[]) {
  const visit = await insertVisit(tx, r.businessId);
  if (!visit) throw new Error('visit row not inserted');
  const parts: VisitService[] = [{ serviceId: r.serviceId, staffId: r.staffId ?? null }, ...more];
  const booked: Booked[] = [];
  for (const [index, part] of parts.entries()) {
    const previous = booked.at(-1);
    const at = previous
      ? await nextStart(tx, r.businessId, previous, part)
      : { date: r.date, startTime: r.startTime };
    try {
      booked.push(
        await bookAppointmentIn(tx, {
          ...r,
          ...at,
          serviceId: part.serviceId,
          staffId: part.staffId,
          // Every service of the visit happens where the first one does.
          locationId: previous ? previous.appointment.locationId : r.locationId,
          visitId: visit.id,
        }),
      );
    } catch (error) {
      throw index === 0 ? error : aboutPart(error, index - 1);
    }
  }
  const [first] = booked;
  if (!first) throw new Error('a visit has at least one service');
  const business = await findBusiness(tx, r.businessId);
  await enqueueVisitConfirmation(tx, {
    businessId: r.businessId,
    businessName: business?.name ?? '',
    clientName: r.clientName,
    clientEmail: r.clientEmail,
    clientId: first.appointment.clientId,
    timezone: first.timezone,
    location: first.location,
    services: booked.map((b) => ({
      serviceName: b.service.name,
      staffName: b.staffName,
      startsAt: b.appointment.startsAt,
      endsAt: b.appointment.endsAt,
    })),
  });
  return first;
}
