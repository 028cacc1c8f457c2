import { describe, expect, it } from 'vitest';
import {
  classifyMinutes,
  hourlyPay,
  type PayRules,
  splitByLocalDay,
  totalMinutes,
  workedByDay,
} from './hours';

const federal: PayRules = {
  weeklyOvertime: true,
  weeklyOvertimeHours: 40,
  dailyOvertime: false,
  dailyOvertimeHours: 8,
  doubleTime: false,
  doubleTimeHours: 12,
  overtimeMultiplier: 150,
  weekStart: 0,
};
const california: PayRules = { ...federal, dailyOvertime: true, doubleTime: true };
const tz = 'America/New_York';
const shift = (start: string, end: string, breakMinutes = 0) => ({
  clockIn: new Date(start),
  clockOut: new Date(end),
  breakMinutes,
});
const sum = totalMinutes;

describe('pay hours', () => {
  it('the worked example: five 9-hour days at $20.00 are 40 regular, 5 overtime, $950.00', () => {
    // Monday 1 to Friday 5 March 2027, 09:00 to 18:00 in New York (UTC−5).
    const shifts = [1, 2, 3, 4, 5].map((d) => shift(`2027-03-0${d}T14:00:00Z`, `2027-03-0${d}T23:00:00Z`));
    const days = classifyMinutes(workedByDay(shifts, tz), federal);
    const total = sum(days);
    expect(total).toEqual({ regular: 40 * 60, overtime: 5 * 60, doubleTime: 0 });
    const pay = hourlyPay(total, 2000, 150);
    expect(pay).toMatchObject({ regularCents: 80_000, overtimeCents: 15_000, overtimeRateCents: 3000 });
    expect(pay.regularCents + pay.overtimeCents).toBe(95_000);
  });

  it('daily overtime after 8 and double time after 12 hours (California style)', () => {
    const days = classifyMinutes(
      workedByDay([shift('2027-03-01T13:00:00Z', '2027-03-02T03:00:00Z')], tz),
      california,
    );
    // 14 hours on Monday: 8 regular, 4 overtime, 2 double time.
    expect(days).toEqual([{ date: '2027-03-01', regular: 480, overtime: 240, doubleTime: 120 }]);
    expect(hourlyPay(days[0] as never, 2000, 150)).toMatchObject({
      regularCents: 16_000,
      overtimeCents: 12_000,
      doubleTimeCents: 8000,
    });
  });

  it('does not count daily overtime again toward the weekly limit', () => {
    // Six 10-hour days: daily overtime 2 h each (12 h); regular 8 h a day reaches 40 on Friday, Saturday's 8 become weekly overtime.
    const shifts = [1, 2, 3, 4, 5, 6].map((d) => shift(`2027-03-0${d}T13:00:00Z`, `2027-03-0${d}T23:00:00Z`));
    const total = sum(classifyMinutes(workedByDay(shifts, tz), california));
    expect(total).toEqual({ regular: 40 * 60, overtime: 20 * 60, doubleTime: 0 });
  });

  it('counts the days of a week before a period boundary toward its weekly limit', () => {
    // Sunday 28 Feb to Thursday 4 March, 9 hours a day; a period starting Thursday pays only Thursday.
    const shifts = ['2027-02-28', '2027-03-01', '2027-03-02', '2027-03-03', '2027-03-04'].map((d) =>
      shift(`${d}T14:00:00Z`, `${d}T23:00:00Z`),
    );
    const days = classifyMinutes(workedByDay(shifts, tz), federal);
    // 36 regular hours Sunday to Wednesday: Thursday has 4 regular and 5 overtime.
    expect(days.filter((d) => d.date >= '2027-03-04')).toEqual([
      { date: '2027-03-04', regular: 240, overtime: 300, doubleTime: 0 },
    ]);
    // A week starting Monday (rules) puts Sunday in the week before: Thursday is all regular.
    const mondayWeeks = classifyMinutes(workedByDay(shifts, tz), { ...federal, weekStart: 1 });
    expect(mondayWeeks.find((d) => d.date === '2027-03-04')).toEqual({
      date: '2027-03-04',
      regular: 540,
      overtime: 0,
      doubleTime: 0,
    });
  });

  it('splits a night shift at local midnight and counts the real hours over the DST change', () => {
    // 22:00 Saturday 6 Nov to 06:00 Sunday 7 Nov 2027 in New York: the clocks fall back, 9 hours worked.
    const days = splitByLocalDay(shift('2027-11-07T02:00:00Z', '2027-11-07T11:00:00Z', 30), tz);
    expect([...days]).toEqual([
      ['2027-11-06', 90],
      ['2027-11-07', 420],
    ]);
    // In March the night loses an hour: 22:00 to 06:00 is 7 hours.
    const spring = splitByLocalDay(shift('2027-03-14T03:00:00Z', '2027-03-14T10:00:00Z'), tz);
    expect([...spring.values()].reduce((a, b) => a + b, 0)).toBe(7 * 60);
  });
});
