import { describe, expect, it } from 'vitest';
import { formatWhen } from './format-when';

const local = (y: number, m: number, d: number, h: number, min: number) => new Date(y, m - 1, d, h, min);

describe('formatWhen', () => {
  const now = local(2026, 11, 23, 15, 0);

  it('says how long ago within the hour', () => {
    expect(formatWhen(local(2026, 11, 23, 14, 59).toISOString(), now)).toBe('1 min ago');
    expect(formatWhen(new Date(now.getTime() - 20_000).toISOString(), now)).toBe('Just now');
    expect(formatWhen(local(2026, 11, 23, 14, 1).toISOString(), now)).toBe('59 min ago');
  });

  it("writes the day and time as the app does, naming another year's", () => {
    expect(formatWhen(local(2026, 11, 23, 14, 0).toISOString(), now)).toBe('Mon, Nov 23 · 2:00 PM');
    expect(formatWhen(local(2026, 11, 20, 9, 5).toISOString(), now)).toBe('Fri, Nov 20 · 9:05 AM');
    expect(formatWhen(local(2025, 12, 31, 23, 30).toISOString(), now)).toBe('Wed, Dec 31, 2025 · 11:30 PM');
  });
});
