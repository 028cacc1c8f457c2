import { format, parseISO } from 'date-fns';

/** '2026-03-14' -> 'Mar 14, 2026'; null -> 'Never'. */
export function formatDay(day: string | null, empty = 'Never'): string {
  return day ? format(parseISO(day), 'MMM d, yyyy') : empty;
}
