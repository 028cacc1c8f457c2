import { TZDate } from '@date-fns/tz';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The instant of a business-local wall-clock time. A time a DST change skips resolves forward, the way
 * PostgreSQL's `timestamp AT TIME ZONE` does, so the slot SQL and the booking path agree.
 */
export function localToInstant(date: string, time: string, timezone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  return new Date(new TZDate(y, m - 1, d, hh, mm, timezone).getTime());
}

/** The business-local date ('YYYY-MM-DD') and time ('HH:mm') of an instant. */
export function instantToLocal(instant: Date, timezone: string): { date: string; time: string } {
  const local = new TZDate(instant.getTime(), timezone);
  return {
    date: `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`,
    time: `${pad(local.getHours())}:${pad(local.getMinutes())}`,
  };
}

/** Calendar arithmetic on the date alone, so DST changes never skip or repeat a day. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function dayOfWeek(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** The business's today, with its week (Sunday..Saturday) and month. */
export function localCalendar(now: Date, timezone: string) {
  const today = instantToLocal(now, timezone).date;
  const weekStart = addDays(today, -dayOfWeek(today));
  const monthStart = `${today.slice(0, 7)}-01`;
  const nextMonthStart = addMonths(monthStart, 1);
  return { today, weekStart, monthStart, nextMonthStart, month: today.slice(0, 7) };
}

export function addMonths(monthStart: string, months: number): string {
  const d = new Date(`${monthStart}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months, 1);
  return d.toISOString().slice(0, 10);
}

/** "Saturday, March 14, 2027 at 9:00 AM" in the business's timezone, for emails. */
export function formatLocal(instant: Date, timezone: string): string {
  const day = new Intl.DateTimeFormat('en-US', {
    timeZone: timezone,
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(instant);
  const time = new Intl.DateTimeFormat('en-US', {
    timeZone: timezone,
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(instant);
  return `${day} at ${time}`;
}
