import { format } from 'date-fns';

/** Spec §2: sale dates read "MMM dd, yyyy HH:mm" in the viewer's clock. */
export function formatSaleDate(iso: string): string {
  return format(new Date(iso), 'MMM dd, yyyy HH:mm');
}
