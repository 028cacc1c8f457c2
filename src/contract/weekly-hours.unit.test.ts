import { describe, expect, it } from 'vitest';
import { dailyHours, deriveBusinessHours, formatClock } from './weekly-hours';

const w = (dayOfWeek: number, startTime: string, endTime: string) => ({ dayOfWeek, startTime, endTime });

describe('formatClock', () => {
  it.each([
    ['09:00', '9:00 AM'],
    ['13:30', '1:30 PM'],
    ['00:00', '12:00 AM'],
    ['12:00', '12:00 PM'],
    ['23:59', '11:59 PM'],
  ])('speaks 12-hour time: %s as %s', (clock, spoken) => {
    expect(formatClock(clock)).toBe(spoken);
  });
});

describe('deriveBusinessHours', () => {
  it('is null without windows', () => {
    expect(deriveBusinessHours([])).toBeNull();
  });

  it('groups a working week and leaves closed days out', () => {
    const windows = [1, 2, 3, 4, 5].map((d) => w(d, '09:00', '17:00'));
    expect(deriveBusinessHours([...windows, w(6, '10:00', '14:00')])).toBe(
      'Mon–Fri 9:00 AM–5:00 PM; Sat 10:00 AM–2:00 PM',
    );
  });

  it.each([
    {
      name: 'takes the union of several staff members per day',
      windows: [
        w(2, '09:00', '13:00'),
        w(2, '12:00', '18:00'),
        w(3, '10:00', '12:00'),
        w(3, '12:00', '16:00'),
        w(4, '08:00', '10:00'),
        w(4, '14:00', '16:00'),
      ],
      hours: 'Tue 9:00 AM–6:00 PM; Wed 10:00 AM–4:00 PM; Thu 8:00 AM–10:00 AM, 2:00 PM–4:00 PM',
    },
    {
      name: 'names days with the same hours that are not next to each other, Sunday last',
      windows: [
        w(0, '11:00', '15:00'),
        ...[1, 3, 4, 5].map((d) => w(d, '09:00', '17:00')),
        w(6, '11:00', '15:00'),
      ],
      hours: 'Mon, Wed–Fri 9:00 AM–5:00 PM; Sat–Sun 11:00 AM–3:00 PM',
    },
  ])('$name', ({ windows, hours }) => {
    expect(deriveBusinessHours(windows)).toBe(hours);
  });

  it('ignores windows that name no time at all', () => {
    expect(deriveBusinessHours([w(1, '10:00', '10:00'), w(7, '09:00', '10:00')])).toBeNull();
  });
});

describe('dailyHours', () => {
  it('reads Monday to Sunday, merging a day’s windows and calling a day without any Closed', () => {
    const week = dailyHours([
      { dayOfWeek: 1, startTime: '09:00', endTime: '12:00' },
      { dayOfWeek: 1, startTime: '11:00', endTime: '17:00' },
      { dayOfWeek: 6, startTime: '10:00', endTime: '12:00' },
      { dayOfWeek: 6, startTime: '13:00', endTime: '15:30' },
      { dayOfWeek: 0, startTime: '12:00', endTime: '16:00' },
    ]);
    expect(week).toEqual([
      { day: 'Monday', hours: '9:00 AM–5:00 PM' },
      { day: 'Tuesday', hours: 'Closed' },
      { day: 'Wednesday', hours: 'Closed' },
      { day: 'Thursday', hours: 'Closed' },
      { day: 'Friday', hours: 'Closed' },
      { day: 'Saturday', hours: '10:00 AM–12:00 PM, 1:00 PM–3:30 PM' },
      { day: 'Sunday', hours: '12:00 PM–4:00 PM' },
    ]);
  });

  it('is a closed week without windows', () => {
    expect(dailyHours([]).every((d) => d.hours === 'Closed')).toBe(true);
  });
});
