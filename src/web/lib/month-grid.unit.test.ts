import { describe, expect, it } from 'vitest';
import { monthGrid, monthOptions, shiftMonth } from './month-grid';

describe('calendar month grid', () => {
  it('starts on the Sunday before the 1st and ends on the Saturday after the last day', () => {
    // November 2026: the 1st is a Sunday, the 30th a Monday.
    const days = monthGrid('2026-11');
    expect(days[0]).toEqual({ date: '2026-11-01', day: 1, inMonth: true });
    expect(days.at(-1)).toEqual({ date: '2026-12-05', day: 5, inMonth: false });
    expect(days).toHaveLength(35);
  });

  it('includes the leading days of the month before', () => {
    // April 2026 starts on a Wednesday.
    const days = monthGrid('2026-04');
    expect(days.slice(0, 3).map((d) => [d.date, d.inMonth])).toEqual([
      ['2026-03-29', false],
      ['2026-03-30', false],
      ['2026-03-31', false],
    ]);
    expect(days[3]).toEqual({ date: '2026-04-01', day: 1, inMonth: true });
    expect(days.length % 7).toBe(0);
  });

  it('offers 24 months, 12 before to 11 after the shown one, across years', () => {
    const options = monthOptions('2026-01');
    expect(options).toHaveLength(24);
    expect(options[0]).toEqual({ value: '2025-01', label: 'January 2025' });
    expect(options[12]).toEqual({ value: '2026-01', label: 'January 2026' });
    expect(options[23]).toEqual({ value: '2026-12', label: 'December 2026' });
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
  });
});
