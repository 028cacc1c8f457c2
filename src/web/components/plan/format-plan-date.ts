import { format } from 'date-fns';

/** "March 3, 2026" from an API instant, in the viewer's own calendar; "" for none. */
export function formatPlanDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : format(date, 'MMMM d, yyyy');
}

/** Whether an API instant is still ahead (a trial that hasn't ended). */
export function isFuture(iso: string | null | undefined, now = Date.now()): boolean {
  if (!iso) return false;
  const time = new Date(iso).getTime();
  return Number.isFinite(time) && time > now;
}
