import { can } from '../../../contract/abilities';
import type { MemberRole } from '../../../contract/auth';
import { findOwnStaffId } from '../../core/own-staff';
import type { DbOrTx } from '../../db/client';
import { forbidden } from '../../lib/http-errors';

/** Whose appointments a call reads or changes: `staffId` null is the whole team's. */
export type AppointmentScope = { businessId: number; staffId: number | null };

/** The whole team's scope of a business: for reading back what a write just did. */
export const teamOf = (businessId: number): AppointmentScope => ({ businessId, staffId: null });

export type Member = { businessId: number; userId: number; role: MemberRole };

export const OWN_APPOINTMENTS_ONLY = 'You can see only your own appointments.';

/** A member linked to no staff row owns no appointments: an id no row has keeps their lists empty. */
const NO_STAFF_ROW = 0;

async function ownScope(db: DbOrTx, member: Member): Promise<AppointmentScope> {
  const own = await findOwnStaffId(db, member.businessId, member.userId);
  return { businessId: member.businessId, staffId: own ?? NO_STAFF_ROW };
}

/**
 * The appointments one call may touch: everyone's with `appointments.viewAll`, otherwise the member's own
 * (another's appointment is then 404, as if it weren't there).
 */
export async function memberScope(db: DbOrTx, member: Member): Promise<AppointmentScope> {
  if (can(member.role, 'appointments.viewAll')) return { businessId: member.businessId, staffId: null };
  return ownScope(db, member);
}

/**
 * A list's scope: `staffId` asks for one member's, `all` for everyone's; unasked, members with
 * `appointments.teamByDefault` see the team and others their own. Asking beyond `appointments.viewAll` is 403.
 */
export async function listScope(
  db: DbOrTx,
  member: Member,
  requested: number | 'all' | undefined,
): Promise<AppointmentScope> {
  const seesAll = can(member.role, 'appointments.viewAll');
  if (requested === undefined) {
    return can(member.role, 'appointments.teamByDefault')
      ? { businessId: member.businessId, staffId: null }
      : ownScope(db, member);
  }
  if (seesAll) return { businessId: member.businessId, staffId: requested === 'all' ? null : requested };
  const own = await ownScope(db, member);
  if (requested === 'all' || requested !== own.staffId) throw forbidden(OWN_APPOINTMENTS_ONLY);
  return own;
}
