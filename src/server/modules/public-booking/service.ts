import { SERVICE_NOT_FOUND } from '../../../contract/appointments';
import type {
  PublicBooking,
  PublicBookingResult,
  SlotsQuery,
  SlotsResponse,
} from '../../../contract/public-booking';
import type { Database } from '../../db/client';
import { badRequest, notFound } from '../../lib/http-errors';
import { bookAppointment } from '../appointments/booking';
import { findSlots } from '../slots/repository';

/** The free starts of one local day for a service of the business. */
export async function listPublicSlots(
  db: Database,
  businessId: number,
  query: SlotsQuery,
): Promise<SlotsResponse> {
  const found = await findSlots(db, { businessId, ...query, now: new Date() });
  if (!found) throw notFound('Business not found');
  if (!found.serviceFound)
    throw badRequest(SERVICE_NOT_FOUND, [{ path: 'serviceId', message: SERVICE_NOT_FOUND }]);
  return { date: query.date, timezone: found.timezone, slots: found.slots };
}

/** A booking from the public page (offered slots only), answered with what its confirmation shows. */
export async function bookPublicAppointment(
  db: Database,
  businessId: number,
  input: PublicBooking,
): Promise<PublicBookingResult> {
  const { appointment, service, timezone } = await bookAppointment(db, {
    ...input,
    businessId,
    channel: 'public',
  });
  return {
    id: appointment.id,
    date: appointment.date,
    startTime: appointment.startTime,
    endTime: appointment.endTime,
    timezone,
    status: appointment.status,
    service: { name: service.name, duration: service.duration, price: Number(service.price).toFixed(2) },
  };
}
