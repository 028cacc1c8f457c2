import { format, formatISO, isValid, parse } from 'date-fns';

/** The value a datetime-local input holds: the browser's local wall time, no offset. */
const LOCAL_INPUT = "yyyy-MM-dd'T'HH:mm";

/** '2026-05-01T10:00' as typed in the browser's timezone → '2026-05-01T10:00:00+02:00'. */
export const localInputToIso = (value: string) => formatISO(parse(value, LOCAL_INPUT, new Date()));

/** A Date as a datetime-local value, e.g. for the input's `min`. */
export const toLocalInput = (date: Date) => format(date, LOCAL_INPUT);

/** Why a chosen send time can't be used, or null when it can. */
export function scheduleTimeError(value: string, now: Date): string | null {
  if (value === '') return 'Choose a date and time';
  const at = parse(value, LOCAL_INPUT, now);
  if (!isValid(at)) return 'Choose a date and time';
  if (at.getTime() <= now.getTime()) return 'Choose a time in the future';
  return null;
}
