import { describe, expect, it } from 'vitest';
import { publicBookingBounds, publicBookingLimitError } from './booking-limits';

const limits = { timezone: 'America/New_York', minNoticeMinutes: 90, bookingWindowDays: 14 };
// 2026-03-02 10:00 in New York (EST, UTC-5).
const now = new Date('2026-03-02T15:00:00Z');

describe('publicBookingBounds', () => {
  it('starts at now + notice and ends on the local today + window', () => {
    expect(publicBookingBounds(limits, now)).toEqual({
      earliest: new Date('2026-03-02T16:30:00Z'),
      lastDate: '2026-03-16',
    });
  });

  it("counts the window from the business's today, not UTC's", () => {
    // 23:30 on March 1st in New York is already March 2nd in UTC.
    const lateEvening = new Date('2026-03-02T04:30:00Z');
    expect(publicBookingBounds(limits, lateEvening).lastDate).toBe('2026-03-15');
  });
});

describe('publicBookingLimitError', () => {
  it('takes a start exactly at the notice, and refuses one a minute before', () => {
    expect(publicBookingLimitError(limits, '2026-03-02', '11:30', now)).toBeNull();
    expect(publicBookingLimitError(limits, '2026-03-02', '11:29', now)).toEqual({
      path: 'startTime',
      message: 'Please book at least 1 hour 30 minutes ahead',
    });
  });

  it('takes the last day of the window and refuses the day after', () => {
    expect(publicBookingLimitError(limits, '2026-03-16', '17:00', now)).toBeNull();
    expect(publicBookingLimitError(limits, '2026-03-17', '09:00', now)).toEqual({
      path: 'date',
      message: 'Bookings open at most 14 days ahead; please choose an earlier date',
    });
  });

  it('leaves a past start to the booking path', () => {
    expect(publicBookingLimitError(limits, '2026-03-02', '09:00', now)).toBeNull();
  });

  it('with no notice, takes any future start', () => {
    expect(
      publicBookingLimitError({ ...limits, minNoticeMinutes: 0 }, '2026-03-02', '10:01', now),
    ).toBeNull();
  });
});
