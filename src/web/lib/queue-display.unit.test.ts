import { describe, expect, it } from 'vitest';
import { estimatedWaitText, formatClockTime, formatMinutes } from './queue-display';

describe('formatMinutes', () => {
  it('says minutes, then hours and minutes', () => {
    expect(formatMinutes(0)).toBe('0 min');
    expect(formatMinutes(18)).toBe('18 min');
    expect(formatMinutes(60)).toBe('1 h');
    expect(formatMinutes(65)).toBe('1 h 5 min');
    expect(formatMinutes(125.4)).toBe('2 h 5 min');
  });
});

describe('estimatedWaitText', () => {
  it('gives the minutes, and "No wait" when there is none or none is known', () => {
    expect(estimatedWaitText(18)).toBe('Estimated wait: 18 min');
    expect(estimatedWaitText(90)).toBe('Estimated wait: 1 h 30 min');
    expect(estimatedWaitText(0)).toBe('No wait');
    expect(estimatedWaitText(null)).toBe('No wait');
  });
});

describe('formatClockTime', () => {
  it('reads the instant in the local timezone, as a 12-hour clock that keeps PM with its time', () => {
    const local = new Date(2026, 2, 14, 15, 45);
    expect(formatClockTime(local.toISOString())).toBe('3:45\u00a0PM');
    expect(formatClockTime(new Date(2026, 2, 14, 9, 5).toISOString())).toBe('9:05\u00a0AM');
  });
});
