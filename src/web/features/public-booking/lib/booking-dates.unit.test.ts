import { describe, expect, it } from 'vitest';
import { businessToday, lastBookableDate } from './business-today';
import { formatDuration, formatLongDate } from './format-booking';

describe('booking page dates and times', () => {
  it("takes today from the business's timezone, not the browser's", () => {
    // 02:30 UTC on Nov 23 is still Nov 22 in New York and already Nov 23 in Tokyo.
    const now = new Date('2026-11-23T02:30:00Z');
    expect(businessToday('America/New_York', now)).toBe('2026-11-22');
    expect(businessToday('Asia/Tokyo', now)).toBe('2026-11-23');
  });

  it("ends the bookable days at the business's today plus its booking window", () => {
    const now = new Date('2026-11-23T02:30:00Z');
    expect(lastBookableDate('America/New_York', 60, now)).toBe('2027-01-21');
    expect(lastBookableDate('Asia/Tokyo', 1, now)).toBe('2026-11-24');
  });

  it('names the booked day without shifting it through a timezone', () => {
    expect(formatLongDate('2026-11-23')).toBe('Monday, November 23, 2026');
  });

  it('writes durations in hours and minutes', () => {
    expect(formatDuration(45)).toBe('45 min');
    expect(formatDuration(60)).toBe('1 hr');
    expect(formatDuration(90)).toBe('1 hr 30 min');
  });
});
