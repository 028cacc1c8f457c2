import { describe, expect, it } from 'vitest';
import type { TimeEntry } from '../../../../contract/time-entries';
import { buildTimesheet, hoursText, sundayOf, weekDays } from './timesheet';

const entry = (overrides: Partial<TimeEntry>): TimeEntry => ({
  id: 1,
  staffId: 1,
  staffName: 'Priya Raman',
  locationId: null,
  clockIn: '2027-03-01T14:00:00Z',
  clockOut: '2027-03-01T22:00:00Z',
  breakTime: 30,
  onBreakSince: null,
  totalHours: '7.50',
  status: 'completed',
  date: '2027-03-01',
  notes: null,
  approvedBy: null,
  approvedAt: null,
  createdAt: '2027-03-01T14:00:00Z',
  updatedAt: '2027-03-01T22:00:00Z',
  ...overrides,
});

describe('buildTimesheet', () => {
  it('sums finished shifts by day and flags shifts left open past the limit', () => {
    const now = Date.parse('2027-03-03T15:00:00Z');
    const rows = buildTimesheet(
      [
        entry({}),
        entry({ id: 2, date: '2027-03-01', totalHours: '1.25' }),
        entry({
          id: 3,
          staffId: 2,
          staffName: 'Jordan Reyes',
          totalHours: null,
          clockOut: null,
          status: 'active',
          clockIn: '2027-03-01T14:00:00Z',
        }),
        entry({
          id: 4,
          staffId: 1,
          totalHours: null,
          clockOut: null,
          status: 'active',
          clockIn: '2027-03-03T13:00:00Z',
          date: '2027-03-03',
        }),
      ],
      now,
    );
    expect(rows.map((r) => r.name)).toEqual(['Jordan Reyes', 'Priya Raman']);
    expect(rows[1]).toMatchObject({
      minutesByDay: { '2027-03-01': 525 },
      totalMinutes: 525,
      open: [{ date: '2027-03-03', missing: false }],
    });
    expect(rows[0]?.open).toEqual([{ date: '2027-03-01', missing: true }]);
    expect(hoursText(525)).toBe('8.75');
  });

  it('walks a week from its Sunday', () => {
    expect(sundayOf('2027-03-03')).toBe('2027-02-28');
    expect(weekDays('2027-02-28')).toEqual([
      '2027-02-28',
      '2027-03-01',
      '2027-03-02',
      '2027-03-03',
      '2027-03-04',
      '2027-03-05',
      '2027-03-06',
    ]);
  });
});
