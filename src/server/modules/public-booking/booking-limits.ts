import { bookingTooFar, bookingTooSoon } from '../../../contract/business';
import { addDays, instantToLocal, localToInstant } from '../../lib/time';

/** A business's booking settings, which bound what its public page offers and takes. */
export type BookingLimits = { timezone: string; minNoticeMinutes: number; bookingWindowDays: number };

/**
 * The public page's bounds at `now`: no start before now + the minimum notice, and no local date after the
 * business's today + the booking window (inclusive). Staff booking inside the app has neither.
 */
export function publicBookingBounds(limits: BookingLimits, now: Date): { earliest: Date; lastDate: string } {
  return {
    earliest: new Date(now.getTime() + limits.minNoticeMinutes * 60_000),
    lastDate: addDays(instantToLocal(now, limits.timezone).date, limits.bookingWindowDays),
  };
}

export type FieldError = { path: string; message: string };

/**
 * Why a public booking of this local date and time is outside the bounds, or null when it is inside. A start
 * already past is left to the booking path, which answers PAST_TIME.
 */
export function publicBookingLimitError(
  limits: BookingLimits,
  date: string,
  startTime: string,
  now: Date,
): FieldError | null {
  const { earliest, lastDate } = publicBookingBounds(limits, now);
  if (date > lastDate) return { path: 'date', message: bookingTooFar(limits.bookingWindowDays) };
  const startsAt = localToInstant(date, startTime, limits.timezone);
  if (startsAt > now && startsAt < earliest) {
    return { path: 'startTime', message: bookingTooSoon(limits.minNoticeMinutes) };
  }
  return null;
}
