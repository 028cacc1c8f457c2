import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

/**
 * Spec §2: sale dates read "MMM dd, yyyy HH:mm", on the business's clock (the one its Sales cards count
 * "today" by), so a sale at 23:30 in the shop does not read as the next day to an owner travelling abroad.
 * Without a timezone (not loaded yet) it falls back to the viewer's clock.
 */
export function formatSaleDate(iso: string, timeZone?: string): string {
  const instant = new Date(iso).getTime();
  return format(timeZone ? new TZDate(instant, timeZone) : new Date(instant), 'MMM dd, yyyy HH:mm');
}
