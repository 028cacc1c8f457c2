import { type ReportSchedule, SCHEDULE_HOUR } from '../../../contract/reports';
import { addDays, addMonths, dayOfWeek, instantToLocal, localToInstant } from '../../lib/time';
import type { DateRange } from './figures';

const at = (date: string, timezone: string) =>
  localToInstant(date, `${String(SCHEDULE_HOUR).padStart(2, '0')}:00`, timezone);

/** The first send strictly after `after`: Mondays, or the 1st of the month, at 07:00 local. */
export function nextRunAfter(schedule: ReportSchedule, timezone: string, after: Date): Date {
  const today = instantToLocal(after, timezone).date;
  if (schedule === 'weekly') {
    const monday = addDays(today, (8 - dayOfWeek(today)) % 7);
    const run = at(monday, timezone);
    return run > after ? run : at(addDays(monday, 7), timezone);
  }
  const first = `${today.slice(0, 7)}-01`;
  const run = at(first, timezone);
  return run > after ? run : at(addMonths(first, 1), timezone);
}

/** What a send at `runAt` covers: the Monday-to-Sunday week before, or the calendar month before. */
export function scheduledRange(schedule: ReportSchedule, timezone: string, runAt: Date): DateRange {
  const runDay = instantToLocal(runAt, timezone).date;
  if (schedule === 'weekly') {
    const monday = addDays(runDay, -((dayOfWeek(runDay) + 6) % 7));
    return { from: addDays(monday, -7), to: addDays(monday, -1) };
  }
  const first = `${runDay.slice(0, 7)}-01`;
  return { from: addMonths(first, -1), to: addDays(first, -1) };
}
