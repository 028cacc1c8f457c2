import { WEEKDAY_ABBREVIATIONS, WEEKDAY_NAMES } from './weekdays';

/** One weekly availability window: a weekday (0 Sunday to 6 Saturday) and local 'HH:mm' times. */
export type WeeklyWindow = { dayOfWeek: number; startTime: string; endTime: string };

/** The public page reads the week from Monday, the way salons post their hours. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

/** "09:00" → "9:00 AM", "13:30" → "1:30 PM", "00:00" → "12:00 AM". */
export function formatClock(time: string): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const suffix = h % 24 < 12 ? 'AM' : 'PM';
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return `${hour12}:${String(m).padStart(2, '0')} ${suffix}`;
}

/** The union of a day's windows: overlapping or touching ranges merge, in order of start. */
export function unionOfRanges(ranges: [string, string][]): [string, string][] {
  const sorted = [...ranges].sort(([a], [b]) => a.localeCompare(b));
  const merged: [string, string][] = [];
  for (const [start, end] of sorted) {
    const last = merged.at(-1);
    // 'HH:mm' strings order the same way as the times they name.
    if (last && start <= last[1]) {
      if (end > last[1]) last[1] = end;
    } else {
      merged.push([start, end]);
    }
  }
  return merged;
}

/** "Mon–Wed, Fri": days (in week order) as runs of consecutive days. */
function dayRuns(days: number[]): string {
  const positions = days.map((d) => WEEK_ORDER.indexOf(d as (typeof WEEK_ORDER)[number]));
  const runs: [number, number][] = [];
  for (const p of positions) {
    const last = runs.at(-1);
    if (last && p === last[1] + 1) last[1] = p;
    else runs.push([p, p]);
  }
  const name = (p: number) => WEEKDAY_ABBREVIATIONS[WEEK_ORDER[p] as number];
  return runs.map(([a, b]) => (a === b ? name(a) : `${name(a)}–${name(b)}`)).join(', ');
}

/**
 * Opening hours in a line, from weekly windows: the public booking page's when the owner wrote none (the union,
 * per weekday, of its active staff's active weekly windows), and a location's on the Locations screen; days with the same hours grouped, closed days
 * left out: "Mon–Fri 9:00 AM–5:00 PM; Sat 10:00 AM–2:00 PM". Null when there are no windows at all.
 */
export function deriveBusinessHours(windows: WeeklyWindow[]): string | null {
  const byDay = new Map<number, [string, string][]>();
  for (const w of windows) {
    if (w.dayOfWeek < 0 || w.dayOfWeek > 6 || !(w.startTime < w.endTime)) continue;
    byDay.set(w.dayOfWeek, [...(byDay.get(w.dayOfWeek) ?? []), [w.startTime, w.endTime]]);
  }
  // Days with the same hours share one entry, in the order their first day comes in the week.
  const groups = new Map<string, number[]>();
  for (const day of WEEK_ORDER) {
    const ranges = byDay.get(day);
    if (!ranges) continue;
    const hours = unionOfRanges(ranges)
      .map(([start, end]) => `${formatClock(start)}–${formatClock(end)}`)
      .join(', ');
    groups.set(hours, [...(groups.get(hours) ?? []), day]);
  }
  if (groups.size === 0) return null;
  return [...groups].map(([hours, days]) => `${dayRuns(days)} ${hours}`).join('; ');
}

/**
 * The week, Monday to Sunday, a day a line: "9:00 AM–5:00 PM" (the union of the day's windows, several
 * ranges joined by ", "), or "Closed" for a day without any. The directory's availability.
 */
export function dailyHours(windows: WeeklyWindow[]): { day: string; hours: string }[] {
  return WEEK_ORDER.map((day) => {
    const ranges: [string, string][] = windows
      .filter((w) => w.dayOfWeek === day && w.startTime < w.endTime)
      .map((w) => [w.startTime, w.endTime]);
    const hours = unionOfRanges(ranges)
      .map(([start, end]) => `${formatClock(start)}–${formatClock(end)}`)
      .join(', ');
    return { day: WEEKDAY_NAMES[day], hours: hours || 'Closed' };
  });
}
