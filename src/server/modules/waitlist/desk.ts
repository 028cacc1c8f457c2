import { PAST_TIME } from '../../../contract/appointments';
import { ALREADY_WAITING_DESK, type JoinWaitlist, type WaitlistItem } from '../../../contract/waitlist';
import type { Database } from '../../db/client';
import { badRequest, notFound } from '../../lib/http-errors';
import { instantToLocal } from '../../lib/time';
import { findBookingLimits } from '../public-booking';
import { newLinkToken } from '../waitlist-holds';
import { insertEntry, listWaitlist, refuseUnknownServiceOrClosedDay } from './entries';

/**
 * "Add to waitlist" at the front desk (issue 33): a caller waits for a day as if they had joined from the
 * booking page, also when the day still has free times the caller can't take (the desk knows). When a time
 * frees up they get the same emailed offer, with its own link.
 */
export async function addToWaitlist(
  db: Database,
  businessId: number,
  input: JoinWaitlist,
  now = new Date(),
): Promise<WaitlistItem> {
  const limits = await findBookingLimits(db, businessId);
  if (!limits) throw notFound('Business not found');
  if (input.date < instantToLocal(now, limits.timezone).date) {
    throw badRequest(PAST_TIME, [{ path: 'date', message: PAST_TIME }]);
  }
  await refuseUnknownServiceOrClosedDay(db, businessId, input);
  // The client's own link is only ever sent with an offer; this one is never shown.
  const entry = await insertEntry(db, businessId, input, newLinkToken().tokenHash, ALREADY_WAITING_DESK);
  const item = (await listWaitlist(db, businessId, input.date)).find((one) => one.id === entry.id);
  if (!item) throw new Error('added waitlist entry not listed');
  return item;
}
