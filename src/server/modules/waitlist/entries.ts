import { PAST_TIME, SERVICE_NOT_FOUND } from '../../../contract/appointments';
import { effectiveTimeFormat } from '../../../contract/time-format';
import {
  ALREADY_WAITING,
  DAY_CLOSED,
  DAY_HAS_TIMES,
  type JoinWaitlist,
  type JoinWaitlistResult,
  WAITLIST_NOT_FOUND,
  WAITLIST_NOT_OFFERED,
  type WaitlistItem,
  type WaitlistStatusView,
} from '../../../contract/waitlist';
import { findBusiness } from '../../core/business';
import { businessHasFeature } from '../../core/business-has-feature';
import { lockSchedule } from '../../core/schedule-lock';
import type { Database, DbOrTx } from '../../db/client';
import type { WaitlistEntry } from '../../db/schema/waitlist';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { postgresErrorCode, UNIQUE_VIOLATION } from '../../lib/postgres-errors';
import { instantToLocal } from '../../lib/time';
import { findLocationRow } from '../locations';
import { findBookingLimits, listPublicSlots, publicBookingLimitError } from '../public-booking';
import { findActiveService, findService } from '../services';
import { closedOn } from '../slots';
import { findStaffMember } from '../staff';
import { newLinkToken, offerFreedTime } from '../waitlist-holds';
import { endOpenEntry, findEntry, insertWaitlistEntry, listDayEntries } from './repository';

/** The held time as the client and the front desk read it, while the hold lasts. */
async function heldTime(db: DbOrTx, entry: WaitlistEntry, timezone: string, now: Date) {
  if (entry.status !== 'offered' || !entry.heldStartsAt || !entry.heldEndsAt || !entry.holdExpiresAt)
    return null;
  if (entry.holdExpiresAt <= now) return null;
  const who = entry.heldStaffId ? await findStaffMember(db, entry.businessId, entry.heldStaffId) : undefined;
  const start = instantToLocal(entry.heldStartsAt, timezone);
  return {
    date: start.date,
    startTime: start.time,
    endTime: instantToLocal(entry.heldEndsAt, timezone).time,
    staffName: who ? `${who.firstName} ${who.lastName}`.trim() : '',
    expiresAt: entry.holdExpiresAt.toISOString(),
    expiresTime: instantToLocal(entry.holdExpiresAt, timezone).time,
  };
}

/** The entry's timezone: its location's, else the business's. */
export async function entryTimezone(db: DbOrTx, entry: WaitlistEntry, businessTimezone?: string) {
  if (entry.locationId) {
    const place = await findLocationRow(db, entry.businessId, entry.locationId);
    if (place) return place.timezone;
  }
  if (businessTimezone) return businessTimezone;
  const business = await findBusiness(db, entry.businessId);
  return business?.timezone ?? 'UTC';
}

/** What the client's link shows. */
export async function statusView(
  db: DbOrTx,
  entry: WaitlistEntry,
  now = new Date(),
): Promise<WaitlistStatusView> {
  const business = await findBusiness(db, entry.businessId);
  const service = await findService(db, entry.businessId, entry.serviceId);
  const timezone = await entryTimezone(db, entry, business?.timezone ?? 'UTC');
  const hold = await heldTime(db, entry, timezone, now);
  return {
    // An offer whose 15 minutes are up reads as expired before the job has marked it.
    status: entry.status === 'offered' && !hold ? 'expired' : entry.status,
    businessName: business?.name ?? '',
    serviceName: service?.name ?? '',
    date: entry.date,
    timezone,
    timeFormat: effectiveTimeFormat(business?.timeFormat, business?.timezone ?? timezone),
    earliestTime: entry.earliestTime,
    latestTime: entry.latestTime,
    clientName: entry.clientName,
    hold,
    bookingPath: `/booking?business=${business?.slug ?? entry.businessId}`,
  };
}

/**
 * A client joins the waitlist of a day that has no free time for the service (409 when it still has some:
 * they should book it), inside the business's booking window. One place per client, service and day.
 */
export async function joinWaitlist(
  db: Database,
  businessId: number,
  input: JoinWaitlist,
  now = new Date(),
): Promise<JoinWaitlistResult> {
  const limits = await findBookingLimits(db, businessId);
  if (!limits) throw notFound('Business not found');
  // Those already waiting keep their place, their link and any time held for them; nobody new joins.
  if (!(await businessHasFeature(db, businessId, 'front_desk'))) throw conflict(WAITLIST_NOT_OFFERED);
  if (input.date < instantToLocal(now, limits.timezone).date) {
    throw badRequest(PAST_TIME, [{ path: 'date', message: PAST_TIME }]);
  }
  const tooFar = publicBookingLimitError(limits, input.date, '23:59', now);
  if (tooFar?.path === 'date') throw badRequest(tooFar.message, [tooFar]);
  const free = await listPublicSlots(
    db,
    businessId,
    { serviceId: input.serviceId, date: input.date, locationId: input.locationId ?? undefined },
    { now },
  );
  if (free.slots.length > 0) throw conflict(DAY_HAS_TIMES);
  await refuseUnknownServiceOrClosedDay(db, businessId, input);
  const link = newLinkToken();
  const entry = await insertEntry(db, businessId, input, link.tokenHash, ALREADY_WAITING);
  return { token: link.token, entry: await statusView(db, entry, now) };
}

/** A service the business offers, on a day someone who performs it works (issue 33: no waitlist when closed). */
export async function refuseUnknownServiceOrClosedDay(db: DbOrTx, businessId: number, input: JoinWaitlist) {
  const service = await findActiveService(db, businessId, input.serviceId);
  if (!service) throw badRequest(SERVICE_NOT_FOUND, [{ path: 'serviceId', message: SERVICE_NOT_FOUND }]);
  if (await closedOn(db, businessId, input)) throw conflict(DAY_CLOSED);
}

/** One waiting entry; the same client twice on one day is `already` (409). */
export async function insertEntry(
  db: Database,
  businessId: number,
  input: JoinWaitlist,
  tokenHash: string,
  already: string,
): Promise<WaitlistEntry> {
  try {
    return await db.transaction(async (tx) => {
      const row = await insertWaitlistEntry(tx, {
        businessId,
        serviceId: input.serviceId,
        locationId: input.locationId ?? null,
        date: input.date,
        earliestTime: input.earliestTime ?? null,
        latestTime: input.latestTime ?? null,
        clientName: input.clientName,
        clientEmail: input.clientEmail,
        clientPhone: input.clientPhone ?? null,
        tokenHash,
      });
      if (!row) throw new Error('waitlist insert returned no row');
      return row;
    });
  } catch (error) {
    if (postgresErrorCode(error) === UNIQUE_VIOLATION) throw conflict(already);
    throw error;
  }
}

/**
 * The client leaves the waitlist, or the front desk takes them off it: a time held for them goes at once to
 * the next person waiting that day.
 */
async function endEntry(db: Database, entry: WaitlistEntry, status: 'left' | 'removed') {
  if (entry.status !== 'waiting' && entry.status !== 'offered') return;
  await db.transaction(async (tx) => {
    await lockSchedule(tx, entry.businessId);
    const ended = await endOpenEntry(tx, entry.id, status, new Date());
    if (ended && entry.status === 'offered') await offerFreedTime(tx, entry.businessId, [entry.date]);
  });
}

export const leaveWaitlist = (db: Database, entry: WaitlistEntry) => endEntry(db, entry, 'left');

/** The front desk's view of one day's waitlist: everyone who joined it, first come first. */
export async function listWaitlist(db: Database, businessId: number, date: string): Promise<WaitlistItem[]> {
  const now = new Date();
  const business = await findBusiness(db, businessId);
  const rows = await listDayEntries(db, businessId, date);
  return Promise.all(
    rows.map(async ({ entry, service }) => {
      const timezone = await entryTimezone(db, entry, business?.timezone ?? 'UTC');
      const hold = await heldTime(db, entry, timezone, now);
      return {
        id: entry.id,
        status: entry.status === 'offered' && !hold ? ('expired' as const) : entry.status,
        date: entry.date,
        clientName: entry.clientName,
        clientEmail: entry.clientEmail,
        clientPhone: entry.clientPhone,
        service,
        earliestTime: entry.earliestTime,
        latestTime: entry.latestTime,
        hold,
        createdAt: entry.createdAt.toISOString(),
      };
    }),
  );
}

/** The front desk takes someone off the waitlist. */
export async function removeFromWaitlist(db: Database, businessId: number, id: number) {
  const entry = await findEntry(db, businessId, id);
  if (!entry) throw notFound(WAITLIST_NOT_FOUND);
  await endEntry(db, entry, 'removed');
}
