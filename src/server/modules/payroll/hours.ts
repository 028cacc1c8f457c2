import { addDays, dayOfWeek, instantToLocal, localToInstant } from '../../lib/time';

/** A finished shift on real instants, with its breaks in minutes. */
export type Shift = { clockIn: Date; clockOut: Date; breakMinutes: number };

export type PayRules = {
  weeklyOvertime: boolean;
  weeklyOvertimeHours: number;
  dailyOvertime: boolean;
  dailyOvertimeHours: number;
  doubleTime: boolean;
  doubleTimeHours: number;
  /** Hundredths: 150 is time and a half. */
  overtimeMultiplier: number;
  /** 0 Sunday .. 6 Saturday. */
  weekStart: number;
};

export type DayMinutes = { date: string; regular: number; overtime: number; doubleTime: number };

/**
 * A shift's worked minutes per local day: the real minutes between the instants of each local midnight it
 * crosses (so a night over a DST change counts its true length), its breaks taken off the first day first.
 */
export function splitByLocalDay(shift: Shift, timezone: string): Map<string, number> {
  const days = new Map<string, number>();
  let cursor = shift.clockIn;
  let date = instantToLocal(shift.clockIn, timezone).date;
  while (cursor < shift.clockOut) {
    const nextMidnight = localToInstant(addDays(date, 1), '00:00', timezone);
    const end = new Date(Math.min(nextMidnight.getTime(), shift.clockOut.getTime()));
    const minutes = (end.getTime() - cursor.getTime()) / 60_000;
    days.set(date, (days.get(date) ?? 0) + minutes);
    cursor = end;
    date = addDays(date, 1);
  }
  let breaks = shift.breakMinutes;
  for (const [day, minutes] of days) {
    const taken = Math.min(breaks, minutes);
    days.set(day, minutes - taken);
    breaks -= taken;
  }
  for (const [day, minutes] of days) days.set(day, Math.round(minutes));
  return days;
}

/** The first day of the workweek a date falls in. */
export function weekStartOf(date: string, weekStart: number): string {
  return addDays(date, -((dayOfWeek(date) - weekStart + 7) % 7));
}

/**
 * Splits each day's worked minutes into regular, overtime and double time. Daily limits first (over 8 hours
 * overtime, over 12 double time, when on); then, day by day through each workweek, regular minutes past the
 * weekly limit become overtime. Minutes already paid as daily overtime don't count toward the weekly limit,
 * so nothing is paid twice.
 */
export function classifyMinutes(worked: Map<string, number>, rules: PayRules): DayMinutes[] {
  const dates = [...worked.keys()].sort();
  const weeklyRegular = new Map<string, number>();
  return dates.map((date) => {
    const minutes = worked.get(date) ?? 0;
    let regular = minutes;
    let overtime = 0;
    let doubleTime = 0;
    if (rules.dailyOvertime) {
      regular = Math.min(minutes, rules.dailyOvertimeHours * 60);
      doubleTime = rules.doubleTime ? Math.max(0, minutes - rules.doubleTimeHours * 60) : 0;
      overtime = minutes - regular - doubleTime;
    }
    if (rules.weeklyOvertime) {
      const week = weekStartOf(date, rules.weekStart);
      const before = weeklyRegular.get(week) ?? 0;
      const allowed = Math.max(0, rules.weeklyOvertimeHours * 60 - before);
      if (regular > allowed) {
        overtime += regular - allowed;
        regular = allowed;
      }
      weeklyRegular.set(week, before + regular);
    }
    return { date, regular, overtime, doubleTime };
  });
}

/** Regular, overtime and double-time minutes of several days added up. */
export function totalMinutes(days: readonly Omit<DayMinutes, 'date'>[]): Omit<DayMinutes, 'date'> {
  return days.reduce(
    (t, d) => ({
      regular: t.regular + d.regular,
      overtime: t.overtime + d.overtime,
      doubleTime: t.doubleTime + d.doubleTime,
    }),
    { regular: 0, overtime: 0, doubleTime: 0 },
  );
}

/** Worked minutes per local day of several shifts. */
export function workedByDay(shifts: Shift[], timezone: string): Map<string, number> {
  const total = new Map<string, number>();
  for (const shift of shifts)
    for (const [date, minutes] of splitByLocalDay(shift, timezone))
      total.set(date, (total.get(date) ?? 0) + minutes);
  return total;
}

export type HourlyPay = {
  regularCents: number;
  overtimeCents: number;
  doubleTimeCents: number;
  overtimeRateCents: number;
  doubleTimeRateCents: number;
};

/** Pay for minutes at an hourly rate in cents: overtime at the multiplier, double time at twice the rate. */
export function hourlyPay(
  minutes: { regular: number; overtime: number; doubleTime: number },
  rateCents: number,
  multiplier: number,
): HourlyPay {
  const overtimeRateCents = Math.round((rateCents * multiplier) / 100);
  const doubleTimeRateCents = rateCents * 2;
  return {
    regularCents: Math.round((minutes.regular * rateCents) / 60),
    overtimeCents: Math.round((minutes.overtime * overtimeRateCents) / 60),
    doubleTimeCents: Math.round((minutes.doubleTime * doubleTimeRateCents) / 60),
    overtimeRateCents,
    doubleTimeRateCents,
  };
}
