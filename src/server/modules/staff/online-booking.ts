import type { NotBookableReason, NotBookableStaff } from '../../../contract/online-booking';
import type { DbOrTx } from '../../db/client';
import { listActiveStaffBookability } from './repository';

/**
 * The active staff members the booking page can't offer, and why (issue 33): no active weekly hours while the
 * business has set hours (before it sets any, everyone gets the default day), or no active service they perform (a service with no one named is everyone's). Inactive members are left out:
 * they are off the booking page on purpose. The rules themselves are `bookability` (repository.ts), shared
 * with the booking page's staff choice.
 */
export async function staffNotBookableOnline(db: DbOrTx, businessId: number): Promise<NotBookableStaff[]> {
  const rows = await listActiveStaffBookability(db, businessId);
  return rows.flatMap((row) => {
    const reasons: NotBookableReason[] = [];
    if (!row.hasHours) reasons.push('noHours');
    if (!row.hasService) reasons.push('noServices');
    return reasons.length === 0
      ? []
      : [{ staffId: row.staffId, name: `${row.firstName} ${row.lastName}`, reasons }];
  });
}
