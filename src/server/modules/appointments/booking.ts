import {
  type AppointmentStatus,
  CHOOSE_LOCATION,
  PAST_TIME,
  SERVICE_NOT_FOUND,
  SERVICE_NOT_HERE,
  SLOT_TAKEN,
} from '../../../contract/appointments';
import { LOCATION_NOT_FOUND } from '../../../contract/locations';
import { toCents } from '../../../contract/money';
import { findBusiness } from '../../core/business';
import { lockSchedule } from '../../core/schedule-lock';
import type { Database, DbOrTx, Tx } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { DEADLOCK_DETECTED, EXCLUSION_VIOLATION, postgresErrorCode } from '../../lib/postgres-errors';
import { instantToLocal, localToInstant } from '../../lib/time';
import { recordConsent } from '../marketing-consent';
import { applyOfferCode, redeemOffer } from '../offers';
import { findActiveService, performingStaff } from '../services';
import { findSlots } from '../slots';
import { findStaffMember } from '../staff';
import { isHeldForWaitlist } from '../waitlist-holds';
import { enqueueConfirmation } from './emails';
import { enforceMonthlyLimit } from './monthly-limit';
import {
  findBlockedTimeOver,
  findOrCreateClient,
  insertAppointmentRow,
  listActiveLocations,
} from './repository';
import { newAppointmentRow, placement } from './rows';

export type BookingRequest = {
  businessId: number;
  serviceId: number;
  date: string;
  startTime: string;
  clientName: string;
  clientEmail: string;
  clientPhone?: string | null;
  notes?: string | null;
  sendReminder: boolean;
  staffId?: number | null;
  /** Required when the business has more than one active location; its one location otherwise. */
  locationId?: number | null;
  status?: AppointmentStatus;
  /** The public page may only take offered slots in the future; staff may book any time of the day. */
  channel: 'staff' | 'public';
  /** Staff recording an appointment that already happened; without it a start in the past is refused. */
  allowPast?: boolean;
  /** An offer code from the booking page: the appointment keeps the discounted price. */
  offerCode?: string;
  /** The client ticked "email me news and offers" on the booking page. */
  marketingOptIn?: boolean;
  /** Booking the time held for this waitlist entry: its own hold doesn't count as taken. */
  waitlistEntryId?: number;
  /** One service of a visit booked together: the visit sends one confirmation for all of them. */
  visitId?: number;
  now?: Date;
};

/**
 * Blocked time against the appointment itself: its buffers may run into a break (or outside the hours);
 * only other appointments' buffers keep it away (the exclusion constraint on busy_from/busy_until).
 */
export async function isBlocked(
  db: DbOrTx,
  businessId: number,
  staffId: number,
  startsAt: Date,
  endsAt: Date,
) {
  return Boolean(await findBlockedTimeOver(db, businessId, staffId, startsAt, endsAt));
}

/**
 * Two bookings of one slot can each insert their row before checking the exclusion constraint, see the
 * other's uncommitted row, and wait on each other: PostgreSQL then aborts one (40P01). The savepoint is rolled
 * back and the insert tried again, now waiting for the other to finish, so it ends in a row or an exclusion
 * violation (the next staff member), never a 500.
 */
async function retryOnDeadlock<T>(insert: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await insert();
    } catch (error) {
      if (postgresErrorCode(error) !== DEADLOCK_DETECTED || attempt >= attempts) throw error;
    }
  }
}

/**
 * Where the booking happens: the named location (an active one of the business), else the business's only
 * active location, else none. A business with several active locations must be told which (400).
 */
export async function bookingLocation(tx: DbOrTx, businessId: number, locationId: number | null | undefined) {
  const active = await listActiveLocations(tx, businessId);
  if (locationId) {
    const found = active.find((location) => location.id === locationId);
    if (!found) throw badRequest(LOCATION_NOT_FOUND, [{ path: 'locationId', message: LOCATION_NOT_FOUND }]);
    return found;
  }
  if (active.length > 1)
    throw badRequest(CHOOSE_LOCATION, [{ path: 'locationId', message: CHOOSE_LOCATION }]);
  return active[0] ?? null;
}

async function candidateStaff(
  tx: DbOrTx,
  r: BookingRequest,
  locationId: number | null,
  now: Date,
): Promise<number[]> {
  const performers = await performingStaff(tx, r.businessId, r.serviceId, locationId);
  if (r.staffId && !performers.includes(r.staffId)) {
    throw badRequest('Staff member not found', [{ path: 'staffId', message: 'Staff member not found' }]);
  }
  const found = await findSlots(tx, {
    businessId: r.businessId,
    serviceId: r.serviceId,
    date: r.date,
    staffId: r.staffId,
    locationId,
    now,
    exceptHoldEntryId: r.waitlistEntryId,
  });
  const offered = found?.slots.find((s) => s.startTime === r.startTime)?.staffIds ?? [];
  if (r.channel === 'public') return offered;
  // Staff may book outside the posted windows; staff free by the windows are tried first.
  const named = r.staffId ? [r.staffId] : performers;
  return [...offered, ...named.filter((id) => !offered.includes(id))];
}

/**
 * One transaction: plan limit, client, then each candidate staff member in its own SAVEPOINT. The
 * exclusion constraint (not a read before the insert) decides who gets a contested slot: 23P01 means
 * taken, so the next candidate is tried; none left is 409.
 */
export async function bookAppointment(db: Database, r: BookingRequest) {
  return db.transaction((tx) => bookAppointmentIn(tx, r));
}

/** The booking inside a caller's transaction (booking a waitlist hold claims the hold in the same one). */
export async function bookAppointmentIn(tx: Tx, r: BookingRequest) {
  const now = r.now ?? new Date();
  // A booking and a waitlist hold of the same time are decided one after the other.
  await lockSchedule(tx, r.businessId);
  const business = await findBusiness(tx, r.businessId);
  if (!business) throw notFound('Business not found');
  const service = await findActiveService(tx, r.businessId, r.serviceId);
  if (!service) throw badRequest(SERVICE_NOT_FOUND, [{ path: 'serviceId', message: SERVICE_NOT_FOUND }]);
  const location = await bookingLocation(tx, r.businessId, r.locationId);
  if (location && service.locationIds.length > 0 && !service.locationIds.includes(location.id)) {
    throw badRequest(SERVICE_NOT_HERE, [{ path: 'serviceId', message: SERVICE_NOT_HERE }]);
  }

  // A location keeps its own time: its appointments are in its timezone, the rest in the business's.
  const tz = location?.timezone ?? business.timezone;
  const startsAt = localToInstant(r.date, r.startTime, tz);
  const endsAt = new Date(startsAt.getTime() + service.duration * 60_000);
  if (startsAt <= now && (r.channel === 'public' || !r.allowPast)) {
    const path = r.date < instantToLocal(now, tz).date ? 'date' : 'startTime';
    throw badRequest(PAST_TIME, [{ path, message: PAST_TIME }]);
  }
  await enforceMonthlyLimit(tx, business, r.date);
  const clientId = await findOrCreateClient(tx, {
    businessId: r.businessId,
    name: r.clientName,
    email: r.clientEmail,
    phone: r.clientPhone,
  });
  if (r.marketingOptIn)
    await recordConsent(tx, {
      businessId: r.businessId,
      clientId,
      optIn: true,
      source: 'booking_page',
      now,
    });
  const offer = r.offerCode
    ? await applyOfferCode(tx, {
        businessId: r.businessId,
        code: r.offerCode,
        clientId,
        lines: [{ kind: 'service', itemId: service.id, cents: toCents(service.price) }],
        now,
        lock: true,
      })
    : null;

  const busy = {
    busyFrom: new Date(startsAt.getTime() - service.bufferBeforeMinutes * 60_000),
    busyUntil: new Date(endsAt.getTime() + service.bufferAfterMinutes * 60_000),
  };
  for (const staffId of await candidateStaff(tx, r, location?.id ?? null, now)) {
    if (await isBlocked(tx, r.businessId, staffId, startsAt, endsAt)) continue;
    const held = { businessId: r.businessId, staffId, ...busy, now, exceptEntryId: r.waitlistEntryId };
    if (await isHeldForWaitlist(tx, held)) continue;
    try {
      const insert = () =>
        tx.transaction((sp) =>
          insertAppointmentRow(
            sp,
            newAppointmentRow({
              businessId: r.businessId,
              clientId,
              service,
              staffId,
              locationId: location?.id ?? null,
              place: placement(startsAt, endsAt, tz),
              status: r.status ?? 'pending',
              notes: r.notes ?? null,
              offer,
              source: r.channel === 'public' ? 'online' : 'staff',
              sendReminder: r.sendReminder,
              visitId: r.visitId,
            }),
          ),
        );
      const inserted = await retryOnDeadlock(insert);
      if (!inserted) continue;
      if (offer)
        await redeemOffer(tx, offer, { businessId: r.businessId, clientId, appointmentId: inserted.id });
      const who = await findStaffMember(tx, r.businessId, staffId);
      const staffName = who ? `${who.firstName} ${who.lastName}` : '';
      // A visit's services are confirmed together, in one email, once all of them are booked.
      if (r.visitId !== undefined)
        return { appointment: inserted, service, timezone: tz, staffName, location };
      await enqueueConfirmation(tx, {
        businessId: business.id,
        businessName: business.name,
        timezone: tz,
        clientName: r.clientName,
        clientEmail: r.clientEmail,
        clientId,
        serviceName: service.name,
        staffName,
        location: location ? { name: location.name, address: location.address, city: location.city } : null,
        startsAt,
        endsAt,
      });
      return { appointment: inserted, service, timezone: tz, staffName, location };
    } catch (error) {
      if (postgresErrorCode(error) === EXCLUSION_VIOLATION) continue;
      throw error;
    }
  }
  throw conflict(SLOT_TAKEN);
}
