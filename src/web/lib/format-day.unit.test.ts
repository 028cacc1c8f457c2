import { describe, expect, it } from 'vitest';
import { formatDayRange, formatShortDay, formatTimeOfDay, setTimeFormat } from './format-day';

const today = new Date(2026, 10, 25);

describe('formatShortDay', () => {
  it('writes a day as people read it, with its weekday, and its year only when not this one', () => {
    expect(formatShortDay('2026-11-23', today)).toBe('Mon, Nov 23');
    expect(formatShortDay('2026-03-08', today)).toBe('Sun, Mar 8');
    expect(formatShortDay('2027-02-28', today)).toBe('Sun, Feb 28, 2027');
    expect(formatShortDay('2024-02-29', today)).toBe('Thu, Feb 29, 2024');
  });

  it('writes a range', () => {
    expect(formatDayRange('2026-11-23', '2026-12-06', today)).toBe('Mon, Nov 23 – Sun, Dec 6');
  });
});

describe('formatTimeOfDay', () => {
  it('writes the 12-hour clock', () => {
    expect(formatTimeOfDay('00:00')).toBe('12:00 AM');
    expect(formatTimeOfDay('09:05')).toBe('9:05 AM');
    expect(formatTimeOfDay('12:00')).toBe('12:00 PM');
    expect(formatTimeOfDay('14:30')).toBe('2:30 PM');
    expect(formatTimeOfDay('23:59')).toBe('11:59 PM');
    expect(formatTimeOfDay('24:00')).toBe('12:00 AM');
  });

  it("writes the 24-hour clock for a business that uses it, and follows the business's setting", () => {
    expect(formatTimeOfDay('09:05', '24h')).toBe('09:05');
    expect(formatTimeOfDay('14:30', '24h')).toBe('14:30');
    expect(formatTimeOfDay('24:00', '24h')).toBe('24:00');
    setTimeFormat('24h');
    expect(formatTimeOfDay('14:30')).toBe('14:30');
    setTimeFormat(undefined);
    expect(formatTimeOfDay('14:30')).toBe('14:30');
    setTimeFormat('12h');
    expect(formatTimeOfDay('14:30')).toBe('2:30 PM');
  });
});
