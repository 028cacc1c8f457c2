import { describe, expect, it } from 'vitest';
import { appointmentSpan, dayColumns, weekColumns } from './grid-columns';
import { laneLayout, placement, snap, toMinutes, toTime, visibleHours, weekOf } from './time-grid';

describe('the day and week grid', () => {
  it('converts times and snaps to quarter hours', () => {
    expect(toMinutes('09:45')).toBe(585);
    expect(toMinutes('24:00')).toBe(1440);
    expect(toTime(585)).toBe('09:45');
    expect([snap(7), snap(8), snap(-8), snap(52)]).toEqual([0, 15, -15, 45]);
  });

  it('shows 08:00 to 19:00, widened to whole hours around what it holds', () => {
    expect(visibleHours([])).toEqual({ start: 480, end: 1140 });
    expect(
      visibleHours([
        { start: 6 * 60 + 30, end: 9 * 60 },
        { start: 18 * 60, end: 21 * 60 + 15 },
      ]),
    ).toEqual({
      start: 360,
      end: 1320,
    });
    expect(visibleHours([{ start: 23 * 60, end: 24 * 60 }]).end).toBe(1440);
  });

  it('places a span in pixels from the top, cut to the visible hours', () => {
    const range = { start: 480, end: 1140 };
    expect(placement({ start: 540, end: 600 }, range)).toEqual({ top: 80, height: 80 });
    expect(placement({ start: 420, end: 510 }, range)).toEqual({ top: 0, height: 40 });
  });

  it('puts overlapping spans side by side, each cluster with its own lane count', () => {
    const lanes = laneLayout([
      { id: 1, start: 540, end: 600 },
      { id: 2, start: 570, end: 630 },
      { id: 3, start: 600, end: 660 },
      { id: 4, start: 700, end: 760 },
    ]);
    expect(lanes.get(1)).toEqual({ lane: 0, lanes: 2 });
    expect(lanes.get(2)).toEqual({ lane: 1, lanes: 2 });
    // 3 starts when 1 ends: it takes 1's lane, in the same cluster as 2.
    expect(lanes.get(3)).toEqual({ lane: 0, lanes: 2 });
    expect(lanes.get(4)).toEqual({ lane: 0, lanes: 1 });
  });

  it('runs a week Sunday to Saturday', () => {
    expect(weekOf('2026-11-25')).toEqual([
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
    ]);
  });

  it('ends an appointment that runs past midnight at 24:00', () => {
    expect(appointmentSpan({ startTime: '23:30', endTime: '00:30' })).toEqual({ start: 1410, end: 1440 });
  });
});

describe('columns', () => {
  const staff = [
    { id: 1, firstName: 'Avery', lastName: 'Morgan' },
    { id: 2, firstName: 'Mei', lastName: 'Tanaka' },
  ];
  const window = (staffId: number, dayOfWeek: number, startTime: string, endTime: string) => ({
    id: staffId * 10 + dayOfWeek,
    staffId,
    dayOfWeek,
    startTime,
    endTime,
    timezone: 'UTC',
    isActive: true,
  });
  const blocked = (id: number, staffId: number | null, date: string) => ({
    id,
    staffId,
    date,
    startTime: '12:00',
    endTime: '13:00',
    startsAt: '',
    endsAt: '',
    reason: 'Lunch',
  });

  it("gives each staff member their day's hours, their own and the business's blocked time", () => {
    const columns = dayColumns('2026-11-25', staff, {
      windows: [window(1, 3, '09:00', '17:00'), window(2, 4, '10:00', '18:00')],
      blocked: [blocked(1, null, '2026-11-25'), blocked(2, 2, '2026-11-25'), blocked(3, 1, '2026-11-26')],
      appointments: [],
    });
    expect(columns.map((c) => [c.title, c.subtitle, c.bookSuffix, c.blocked.map((b) => b.id)])).toEqual([
      ['Avery Morgan', '9:00 AM – 5:00 PM', 'with Avery Morgan', [1]],
      ['Mei Tanaka', 'Not working', 'with Mei Tanaka', [1, 2]],
    ]);
  });

  it('before any hours are set, shows the default 09:00 to 18:00', () => {
    const [column] = dayColumns('2026-11-25', staff.slice(0, 1), {
      windows: [],
      blocked: [],
      appointments: [],
    });
    expect(column?.hours).toEqual([{ start: 540, end: 1080 }]);
  });

  it("a week of the whole team shades nothing and names each day's empty times by day", () => {
    const columns = weekColumns(
      weekOf('2026-11-25'),
      null,
      { windows: [], blocked: [], appointments: [] },
      '2026-11-25',
    );
    expect(columns).toHaveLength(7);
    expect(columns[3]).toMatchObject({
      title: 'Wed, Nov 25',
      staffId: null,
      offHours: false,
      bookSuffix: 'on Wed, Nov 25',
    });
  });
});
