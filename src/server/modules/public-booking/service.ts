import { SERVICE_NOT_FOUND } from '../../../contract/appointments';
import { decimalText } from '../../../contract/money';
import type {
  PublicBooking,
  PublicBookingResult,
  SlotsQuery,
  SlotsResponse,
} from '../../../contract/public-booking';
import type { Database } from '../../db/client';
import { badRequest, notFound } from '../../lib/http-errors';
import { bookAppointment } from '../appointments';
import { closedOn, findSlots } from '../slots';
import { publicBookingBounds, publicBookingLimitError } from './booking-limits';
import { findBookingLimits } from './repository';

/** Reads that are one query: verbs of the area as they stand. */
export { findPublicBusiness } from './repository';

const businessNotFound = () => notFound('Business not found');

/** Who asks: a signed-in member of the business is the front desk, whom the booking settings don't bound. */
type Caller = { member?: boolean; now?: Date };

/**
 * The free starts of one local day for a service of the business, inside its booking settings: none before
 * now + the minimum notice, none on a day past today + the booking window.
 */
export async function listPublicSlots(
  db: Database,
  businessId: number,
  query: SlotsQuery,
  { member = false, now = new Date() }: Caller = {},
): Promise<SlotsResponse> {
  const limits = await findBookingLimits(db, businessId);
  if (!limits) throw businessNotFound();
  const { earliest, lastDate } = publicBookingBounds(limits, now);
  // The slots statement offers starts strictly after its `now`; a start exactly at the notice is bookable.
  const after = !member && limits.minNoticeMinutes > 0 ? new Date(earliest.getTime() - 1) : now;
  const found = await findSlots(db, { businessId, ...query, now: after });
  if (!found) throw businessNotFound();
  if (!found.serviceFound)
    throw badRequest(SERVICE_NOT_FOUND, [{ path: 'serviceId', message: SERVICE_NOT_FOUND }]);
  const pastWindow = !member && query.date > lastDate;
  const slots = pastWindow ? [] : found.slots;
  // An empty day says whether it is closed (nobody who does the service works then): no waitlist for it.
  const closed = slots.length === 0 && !pastWindow && (await closedOn(db, businessId, query));
  return { date: query.date, timezone: found.timezone, slots, ...(closed ? { closed } : {}) };
}

/**
 * A booking from the public page (offered slots only, inside the booking settings), answered with what its
 * confirmation shows. Staff booking inside the app goes through the same booking path without these bounds.
 */
export async function bookPublicAppointment(
  db: Database,
  businessId: number,
  input: PublicBooking,
  { member = false, now = new Date() }: Caller = {},
): Promise<PublicBookingResult> {
  const limits = await findBookingLimits(db, businessId);
  if (!limits) throw businessNotFound();
  const outside = member ? null : publicBookingLimitError(limits, input.date, input.startTime, now);
  if (outside) throw badRequest(outside.message, [outside]);
  const { appointment, service, timezone } = await bookAppointment(db, {
    ...input,
    businessId,
    channel: 'public',
    now,
  });
  return {
    id: appointment.id,
    date: appointment.date,
    startTime: appointment.startTime,
    endTime: appointment.endTime,
    timezone,
    status: appointment.status,
    service: { name: service.name, duration: service.duration, price: decimalText(service.price) },
    price: decimalText(appointment.price ?? service.price),
    discountAmount: decimalText(appointment.discountAmount),
    offerCode: appointment.offerCode,
  };
}
