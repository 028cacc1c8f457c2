import { TZDate, tzOffset } from '@date-fns/tz';

const pad = (n: number) => String(n).padStart(2, '0');
const DAY_MS = 24 * 60 * 60 * 1000;

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

/** "Saturday, March 14, 2027": the business-local date of an instant, for emails. */
export function formatLocalDate(instant: Date, timezone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: timezone,
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(instant);
}

/** "Saturday, March 14, 2027 at 9:00 AM EDT" in the business's timezone, for emails. */
export function formatLocal(instant: Date, timezone: string): string {
  const time = new Intl.DateTimeFormat('en-US', {
    timeZone: timezone,
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(instant);
  return `${formatLocalDate(instant, timezone)} at ${time}`;
}

export type OffsetChange = {
  /** The instant the offset changes. */
  at: Date;
  /** The local date the change happens on (read with the new offset). */
  date: string;
  /** Minutes the clocks move: positive forward (spring), negative back (autumn). */
  change: number;
};

/**
 * The zone's next UTC offset change after `after` (optionally only one that moves the clocks forward or
 * back), to the minute, looking about 13 months ahead; null for a zone without one (UTC, Asia/Tokyo).
 */
export function nextOffsetChange(
  timezone: string,
  after: Date,
  direction?: 'forward' | 'back',
): OffsetChange | null {
  const offsetAt = (ms: number) => tzOffset(timezone, new Date(ms));
  let from = after.getTime();
  let offset = offsetAt(from);
  for (let day = 0; day < 400; day++) {
    const to = from + DAY_MS;
    const next = offsetAt(to);
    if (next !== offset) {
      // The change lies in (lo, hi]: narrow it to a second, then to the whole minute it happens on.
      let lo = from;
      let hi = to;
      while (hi - lo > 1000) {
        const mid = Math.floor((lo + hi) / 2);
        if (offsetAt(mid) === offset) lo = mid;
        else hi = mid;
      }
      const change = next - offset;
      if (!direction || (direction === 'forward') === change > 0) {
        const at = new Date(Math.floor(hi / 60_000) * 60_000);
        return { at, date: instantToLocal(at, timezone).date, change };
      }
      offset = next;
    }
    from = to;
  }
  return null;
}
