import { can } from '../../../contract/abilities';
import type { MemberRole } from '../../../contract/auth';
import { findOwnStaffId } from '../../core/own-staff';
import type { DbOrTx } from '../../db/client';

/** Whose clients a call reaches: `staffId` null is every client of the business, else that member's. */
export type ClientScope = { businessId: number; staffId: number | null };

/**
 * Every client with `clients.viewAll`; otherwise only the clients of the member's own appointments
 * (a member linked to no staff row has none: 0 is no row's id).
 */
export async function clientScope(
  db: DbOrTx,
  member: { businessId: number; userId: number; role: MemberRole },
): Promise<ClientScope> {
  if (can(member.role, 'clients.viewAll')) return { businessId: member.businessId, staffId: null };
  const own = await findOwnStaffId(db, member.businessId, member.userId);
  return { businessId: member.businessId, staffId: own ?? 0 };
}
