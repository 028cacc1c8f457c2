import { type BookHeldTimeResult, HOLD_GONE, WAITLIST_NOT_FOUND } from '../../../contract/waitlist';
import { lockSchedule } from '../../core/schedule-lock';
import type { Database } from '../../db/client';
import { conflict, notFound } from '../../lib/http-errors';
import { instantToLocal } from '../../lib/time';
import { bookAppointmentIn } from '../appointments';
import { findStaffMember } from '../staff';
import { findEntryByLink } from '../waitlist-holds';
import { entryTimezone } from './entries';
import { markEntryBooked } from './repository';

/**
 * The client books the time held for them, in one transaction under the schedule lock: the entry is locked,
 * its hold must still be live (409 HOLD_GONE once it expired, was booked, or they left), and the booking
 * path books exactly the held start with the held staff member, its own hold not counting as taken. The
 * entry is then `booked`. Two clicks, or a click racing the expiry job, book at most once.
 */
export async function bookHeldTime(
  db: Database,
  token: string,
  now = new Date(),
): Promise<BookHeldTimeResult> {
  return db.transaction(async (tx) => {
    const unlocked = await findEntryByLink(tx, token);
    if (!unlocked) throw notFound(WAITLIST_NOT_FOUND);
    await lockSchedule(tx, unlocked.businessId);
    const entry = await findEntryByLink(tx, token, true);
    if (!entry) throw notFound(WAITLIST_NOT_FOUND);
    const live =
      entry.status === 'offered' &&
      entry.holdExpiresAt !== null &&
      entry.holdExpiresAt > now &&
      entry.heldStartsAt !== null &&
      entry.heldStaffId !== null;
    if (!live || !entry.heldStartsAt || entry.heldStaffId === null) throw conflict(HOLD_GONE);
    const start = instantToLocal(entry.heldStartsAt, await entryTimezone(tx, entry));
    const { appointment, service } = await bookAppointmentIn(tx, {
      businessId: entry.businessId,
      serviceId: entry.serviceId,
      locationId: entry.locationId,
      staffId: entry.heldStaffId,
      date: start.date,
      startTime: start.time,
      clientName: entry.clientName,
      clientEmail: entry.clientEmail,
      clientPhone: entry.clientPhone,
      sendReminder: true,
      channel: 'public',
      waitlistEntryId: entry.id,
      now,
    });
    await markEntryBooked(tx, entry.id, appointment.id, now);
    const who = await findStaffMember(tx, entry.businessId, appointment.staffId);
    return {
      appointmentId: appointment.id,
      date: appointment.date,
      startTime: appointment.startTime,
      endTime: appointment.endTime,
      staffName: who ? `${who.firstName} ${who.lastName}`.trim() : '',
      serviceName: service.name,
    };
  });
}
