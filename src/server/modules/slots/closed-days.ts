import type { DbOrTx } from '../../db/client';
import { performingStaff } from '../services';
import { hoursAndWork } from './repository';

/**
 * Whether the day is closed for this service: the business has set hours, and nobody who performs the
 * service (at that location) works that weekday. A closed day has no time to free up, so it offers no
 * waitlist (issue 33). A business with no hours set at all is never closed.
 */
export async function closedOn(
  db: DbOrTx,
  businessId: number,
  on: { serviceId: number; date: string; locationId?: number | null },
): Promise<boolean> {
  const performers = await performingStaff(db, businessId, on.serviceId, on.locationId ?? null);
  const row = await hoursAndWork(db, businessId, performers, on.date);
  return Boolean(row?.has_hours) && !row?.works;
}
