import { MISSING_CLOCK_OUT_HOURS, type TimeEntry } from '../../../../contract/time-entries';

export type TimesheetRow = {
  staffId: number;
  name: string;
  /** Worked minutes by local date of clock-in (finished shifts). */
  minutesByDay: Record<string, number>;
  totalMinutes: number;
  /** Shifts still open: on the clock now, or left open past the limit (a missing clock-out). */
  open: { date: string; missing: boolean }[];
};

/** One row per person: finished hours by day, and the shifts still open. */
export function buildTimesheet(entries: TimeEntry[], now: number): TimesheetRow[] {
  const rows = new Map<number, TimesheetRow>();
  for (const e of entries) {
    const row = rows.get(e.staffId) ?? {
      staffId: e.staffId,
      name: e.staffName,
      minutesByDay: {},
      totalMinutes: 0,
      open: [],
    };
    rows.set(e.staffId, row);
    if (e.totalHours === null) {
      const hoursOpen = (now - Date.parse(e.clockIn)) / 3_600_000;
      row.open.push({ date: e.date, missing: hoursOpen > MISSING_CLOCK_OUT_HOURS });
      continue;
    }
    const minutes = Math.round(Number(e.totalHours) * 60);
    row.minutesByDay[e.date] = (row.minutesByDay[e.date] ?? 0) + minutes;
    row.totalMinutes += minutes;
  }
  return [...rows.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** "7.50": minutes as hours, two decimals, the way the API and the timesheet speak them. */
export const hoursText = (minutes: number) => (minutes / 60).toFixed(2);

/** The seven local dates of the week starting on `weekStart`. */
export function weekDays(weekStart: string): string[] {
  return Array.from({ length: 7 }, (_, i) => {
    const d = new Date(`${weekStart}T12:00:00Z`);
    d.setUTCDate(d.getUTCDate() + i);
    return d.toISOString().slice(0, 10);
  });
}

/** The Sunday on or before a date. */
export function sundayOf(date: string): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - d.getUTCDay());
  return d.toISOString().slice(0, 10);
}
