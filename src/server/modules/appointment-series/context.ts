import { SERVICE_NOT_FOUND, SERVICE_NOT_HERE, STAFF_DOES_NOT_OFFER } from '../../../contract/appointments';
import { findBusiness } from '../../core/business';
import type { DbOrTx } from '../../db/client';
import { badRequest, forbidden, notFound } from '../../lib/http-errors';
import { type AppointmentScope, bookingLocation, isActiveStaff, OWN_BOOKINGS_ONLY } from '../appointments';
import { findActiveService, performingStaff } from '../services';

/** A member limited to their own appointments books and moves only themselves. */
export function ownStaffOnly(scope: AppointmentScope, requested: number): number {
  if (scope.staffId !== null && requested !== scope.staffId) throw forbidden(OWN_BOOKINGS_ONLY);
  return requested;
}

/** The staff member performs the service (at the location, if any); another business's id is not found. */
export async function checkPerformer(
  tx: DbOrTx,
  q: { businessId: number; serviceId: number; staffId: number; locationId: number | null },
) {
  const performers = await performingStaff(tx, q.businessId, q.serviceId, q.locationId);
  if (performers.includes(q.staffId)) return;
  const message = (await isActiveStaff(tx, q.businessId, q.staffId))
    ? STAFF_DOES_NOT_OFFER
    : 'Staff member not found';
  throw badRequest(message, [{ path: 'staffId', message }]);
}

type SeriesRequest = {
  serviceId: number;
  staffId: number;
  locationId?: number | null;
};

/**
 * What a series is booked with, checked as a booking checks it: the business, its active service, where
 * (the named location, else its only one), the staff member (the member themself when limited to their own
 * appointments) and the timezone every visit's local time is read in.
 */
export async function seriesContext(tx: DbOrTx, scope: AppointmentScope, r: SeriesRequest) {
  const { businessId } = scope;
  const business = await findBusiness(tx, businessId);
  if (!business) throw notFound('Business not found');
  const staffId = ownStaffOnly(scope, r.staffId);
  const service = await findActiveService(tx, businessId, r.serviceId);
  if (!service) throw badRequest(SERVICE_NOT_FOUND, [{ path: 'serviceId', message: SERVICE_NOT_FOUND }]);
  const location = await bookingLocation(tx, businessId, r.locationId);
  if (location && service.locationIds.length > 0 && !service.locationIds.includes(location.id)) {
    throw badRequest(SERVICE_NOT_HERE, [{ path: 'serviceId', message: SERVICE_NOT_HERE }]);
  }
  await checkPerformer(tx, { businessId, serviceId: service.id, staffId, locationId: location?.id ?? null });
  // A location keeps its own time, as for a single booking.
  const timezone = location?.timezone ?? business.timezone;
  return { business, service, location, staffId, timezone };
}

export type SeriesContext = Awaited<ReturnType<typeof seriesContext>>;
