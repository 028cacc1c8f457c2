import { describe, expect, it } from 'vitest';
import { countByDate, dayLabel, dayViewHref, monthWeeks } from './month-weeks';

describe("the dashboard's small month", () => {
  it('is whole weeks from Sunday, with the days before and after the month', () => {
    // November 2026 starts on a Sunday and ends on a Monday: five weeks, the last with six December days.
    const weeks = monthWeeks('2026-11');
    expect(weeks).toHaveLength(5);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(weeks[0]?.[0]).toEqual({ date: '2026-11-01', day: 1, inMonth: true });
    expect(weeks[4]?.[1]).toEqual({ date: '2026-11-30', day: 30, inMonth: true });
    expect(weeks[4]?.[6]).toEqual({ date: '2026-12-05', day: 5, inMonth: false });
  });

  it('leads with the end of the month before', () => {
    // December 2026 starts on a Tuesday.
    const [first] = monthWeeks('2026-12');
    expect(first?.slice(0, 3)).toEqual([
      { date: '2026-11-29', day: 29, inMonth: false },
      { date: '2026-11-30', day: 30, inMonth: false },
      { date: '2026-12-01', day: 1, inMonth: true },
    ]);
  });

  it('takes four, five or six weeks as the month needs', () => {
    expect(monthWeeks('2026-02')).toHaveLength(4); // Feb 2026: Sunday 1 to Saturday 28
    expect(monthWeeks('2026-08')).toHaveLength(6); // Aug 2026: Saturday 1 to Monday 31
  });

  it("counts each date's appointments, leaving out cancelled ones", () => {
    const counts = countByDate([
      { date: '2026-11-26', status: 'confirmed' },
      { date: '2026-11-26', status: 'pending' },
      { date: '2026-11-26', status: 'cancelled' },
      { date: '2026-11-26', status: 'no_show' },
      { date: '2026-11-27', status: 'cancelled' },
      { date: '2026-11-28', status: 'completed' },
    ]);
    expect(counts.get('2026-11-26')).toBe(3);
    expect(counts.has('2026-11-27')).toBe(false);
    expect(counts.get('2026-11-28')).toBe(1);
  });

  it('names each day link with its count, and links to the day view', () => {
    expect(dayLabel('2026-11-26', 3, '2026-11-20')).toBe('Thu, Nov 26: 3 appointments');
    expect(dayLabel('2026-11-27', 1, '2026-11-20')).toBe('Fri, Nov 27: 1 appointment');
    expect(dayLabel('2026-11-28', 0, '2026-11-20')).toBe('Sat, Nov 28: no appointments');
    expect(dayLabel('2027-01-01', 0, '2026-12-31')).toBe('Fri, Jan 1, 2027: no appointments');
    expect(dayViewHref('2026-11-26')).toBe('/calendar?view=day&date=2026-11-26');
  });
});
