import { format, parseISO } from 'date-fns';

/** '2026-03-14' -> 'Mar 14, 2026'; null -> 'Never'. */
export function formatDay(day: string | null, empty = 'Never'): string {
  return day ? format(parseISO(day), 'MMM d, yyyy') : empty;
}

/** '14:30' -> '2:30 PM'. */
export function formatTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return format(new Date(2000, 0, 1, hours, minutes), 'h:mm a');
}
