import { HOLD_MINUTES } from '../../../contract/waitlist';
import { findBusiness } from '../../core/business';
import { lockSchedule } from '../../core/schedule-lock';
import type { Database, Tx } from '../../db/client';
import { EXCLUSION_VIOLATION, postgresErrorCode } from '../../lib/postgres-errors';
import { localToInstant } from '../../lib/time';
import { findService } from '../services';
import { findSlots } from '../slots';
import { findStaffMember } from '../staff';
import { enqueueHoldOffer } from './emails';
import { expireHolds, listBusinessesWithExpiredHolds, listWaitingEntries, setEntryHold } from './repository';
import { newLinkToken } from './tokens';

/**
 * Offers freed time to the waitlist of the given local days, in the transaction that freed it (a
 * cancellation, a move, a deletion, an expired hold), under the schedule lock: each waiting entry, first
 * come first served, that now has a free start of its service (with its staff member, if named, and inside
 * its window) gets the earliest such start held for HOLD_MINUTES and an email with a link to book it. The
 * time is then taken for everyone else (the slots leave it out, bookings skip it, and the exclusion
 * constraint over offered holds keeps a second hold off it) until it is booked or the hold expires.
 * Answers how many entries were offered a time.
 */
export async function offerFreedTime(tx: Tx, businessId: number, dates: string[], now = new Date()) {
  const days = [...new Set(dates)];
  if (days.length === 0) return 0;
  await lockSchedule(tx, businessId);
  const waiting = await listWaitingEntries(tx, businessId, days);
  let offered = 0;
  for (const entry of waiting) {
    const found = await findSlots(tx, {
      businessId,
      serviceId: entry.serviceId,
      date: entry.date,
      staffId: entry.staffId,
      locationId: entry.locationId,
      now,
    });
    const slot = found?.slots.find(
      (s) =>
        (!entry.earliestTime || s.startTime >= entry.earliestTime) &&
        (!entry.latestTime || s.startTime <= entry.latestTime),
    );
    const staffId = slot?.staffIds[0];
    if (!found || !slot || staffId === undefined) continue;
    const service = await findService(tx, businessId, entry.serviceId);
    if (!service) continue;
    const startsAt = localToInstant(entry.date, slot.startTime, found.timezone);
    const endsAt = new Date(startsAt.getTime() + service.duration * 60_000);
    const expiresAt = new Date(now.getTime() + HOLD_MINUTES * 60_000);
    const link = newLinkToken();
    try {
      await tx.transaction(async (sp) => {
        await setEntryHold(sp, entry.id, {
          holdTokenHash: link.tokenHash,
          heldStaffId: staffId,
          heldStartsAt: startsAt,
          heldEndsAt: endsAt,
          heldBusyFrom: new Date(startsAt.getTime() - service.bufferBeforeMinutes * 60_000),
          heldBusyUntil: new Date(endsAt.getTime() + service.bufferAfterMinutes * 60_000),
          holdExpiresAt: expiresAt,
          updatedAt: now,
        });
      });
    } catch (error) {
      // Another hold of that time: the schedule lock makes this unexpected, the constraint makes it safe.
      if (postgresErrorCode(error) === EXCLUSION_VIOLATION) continue;
      throw error;
    }
    const business = await findBusiness(tx, businessId);
    const who = await findStaffMember(tx, businessId, staffId);
    await enqueueHoldOffer(tx, {
      businessId,
      businessName: business?.name ?? '',
      clientName: entry.clientName,
      clientEmail: entry.clientEmail,
      serviceName: service.name,
      staffName: who ? `${who.firstName} ${who.lastName}`.trim() : '',
      timezone: found.timezone,
      startsAt,
      expiresAt,
      token: link.token,
    });
    offered += 1;
  }
  return offered;
}

/**
 * Ends the holds whose 15 minutes are up (the entry is then `expired`: the email said the time would go to
 * the next person) and offers their times to the next entries, one business at a time. Answers how many
 * holds ended.
 */
export async function expireWaitlistHolds(db: Database, now = new Date()): Promise<number> {
  const due = await listBusinessesWithExpiredHolds(db, now);
  let ended = 0;
  for (const { businessId } of due) {
    ended += await db.transaction(async (tx) => {
      await lockSchedule(tx, businessId);
      const expired = await expireHolds(tx, businessId, now);
      await offerFreedTime(
        tx,
        businessId,
        expired.map((e) => e.date),
        now,
      );
      return expired.length;
    });
  }
  return ended;
}
