// How the app writes a calendar day and a time of day everywhere, staff and public screens alike: 'Mon, Nov 23'
// and '2:30 PM' (or '14:30', the business's choice), from the API's 'YYYY-MM-DD' and 'HH:mm'. Plain arithmetic,
// no Intl or date library, so the public pages stay light.

import type { TimeFormat } from '../../contract/time-format';
import { WEEKDAY_ABBREVIATIONS } from '../../contract/weekdays';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-11-23' -> 'Mon, Nov 23'; a day in another year than `today`'s also names it: 'Tue, Dec 1, 2027'. */
export function formatShortDay(day: string, today = new Date()): string {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  const weekday = WEEKDAY_ABBREVIATIONS[new Date(Date.UTC(year, month - 1, date)).getUTCDay()];
  const text = `${weekday}, ${MONTHS[month - 1]} ${date}`;
  return year === today.getFullYear() ? text : `${text}, ${year}`;
}

/** 'Mon, Nov 23 – Sun, Dec 6' */
export function formatDayRange(from: string, to: string, today = new Date()): string {
  return `${formatShortDay(from, today)} – ${formatShortDay(to, today)}`;
}

let clock: TimeFormat = '12h';

/**
 * The business's clock for every time written from now on: the signed-in app sets it from the business's
 * settings, a public page from the business it shows (before rendering its times).
 */
export function setTimeFormat(format: TimeFormat | undefined) {
  if (format) clock = format;
}

/**
 * '14:30' -> '2:30 PM' on the 12-hour clock, '14:30' on the 24-hour one; '24:00' (a window's end of day) ->
 * '12:00 AM' or '24:00'.
 */
export function formatTimeOfDay(time: string, format: TimeFormat = clock): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  if (format === '24h') return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
  const suffix = hours % 24 >= 12 ? 'PM' : 'AM';
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${String(minutes).padStart(2, '0')} ${suffix}`;
}
