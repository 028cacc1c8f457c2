import { can } from '../../../contract/abilities';
import type { AuditAction } from '../../../contract/audit';
import type { MemberRole } from '../../../contract/auth';
import {
  type CreateStaffInput,
  holdsLeadingRole,
  leadingRoles,
  type StaffMember,
  type UpdateStaffInput,
} from '../../../contract/staff';
import { changedFields, recordAudit } from '../../core/audit';
import type { Database, DbOrTx } from '../../db/client';
import type { Staff } from '../../db/schema/index';
import { conflict, forbidden, notFound } from '../../lib/http-errors';
import { postgresConstraint, postgresErrorCode, UNIQUE_VIOLATION } from '../../lib/postgres-errors';
import { checkLocationIds } from '../locations';
import { checkImageAddresses } from '../uploads';
import { giveBusinessHours } from './default-hours';
import {
  countUpcoming,
  endSignIn,
  findClash,
  findStaffRow,
  insertStaff,
  listStaffRows,
  removeStaffRow,
  type StaffRow,
  setMemberRole,
  updateStaffRow,
} from './repository';

/** Who is making the change: their business and role decide what they may touch. */
export type StaffActor = { businessId: number; role: MemberRole };

export const EMAIL_TAKEN = 'A staff member with this email already exists';
export const EMPLOYEE_ID_TAKEN = 'A staff member with this employee ID already exists';
export const OWNER_STAYS = 'The business owner can’t be removed from the team.';
export const OWNER_STAYS_ACTIVE = 'The business owner can’t be made inactive.';
export const OWNER_ROLE_STAYS = 'The business owner’s role can’t be changed here.';
export const PAY_FORBIDDEN = 'Only the owner and admins may see or set pay.';
export const ROLES_FORBIDDEN =
  'Only the owner and admins may change roles, or add, edit or remove admins and managers.';

/** Pay needs staff.pay; a role change, a leading role, or a leading member's row needs staff.roles. */
function refuseBeyondRole(
  actor: StaffActor,
  input: Pick<
    UpdateStaffInput,
    'salary' | 'hourlyRate' | 'role' | 'serviceCommissionPercent' | 'productCommissionPercent'
  >,
  existing?: Pick<StaffRow, 'role' | 'isOwner'>,
) {
  const touchesPay = [
    input.salary,
    input.hourlyRate,
    input.serviceCommissionPercent,
    input.productCommissionPercent,
  ].some((v) => v !== undefined);
  if (touchesPay && !can(actor.role, 'staff.pay')) {
    throw forbidden(PAY_FORBIDDEN);
  }
  if (can(actor.role, 'staff.roles')) return;
  const changesRole = existing ? input.role !== undefined && input.role !== existing.role : false;
  const givesLeadingRole = input.role !== undefined && leadingRoles.includes(input.role);
  const touchesLeader = existing ? holdsLeadingRole(existing) : false;
  if (changesRole || givesLeadingRole || touchesLeader) throw forbidden(ROLES_FORBIDDEN);
}

/** What this member sees of a staff row: pay only with the staff.pay ability. */
export function toStaffMember(row: StaffRow, payVisible: boolean): StaffMember {
  return {
    id: row.id,
    userId: row.userId,
    employeeId: row.employeeId,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    role: row.role,
    department: row.department,
    position: row.position,
    hireDate: row.hireDate,
    salary: payVisible ? row.salary : null,
    hourlyRate: payVisible ? row.hourlyRate : null,
    serviceCommissionPercent: payVisible ? row.serviceCommissionBp / 100 : null,
    productCommissionPercent: payVisible ? row.productCommissionBp / 100 : null,
    payVisible,
    permissions: row.permissions,
    locationIds: row.locationIds,
    photoUrl: row.photoUrl,
    isActive: row.isActive,
    isOwner: row.isOwner,
    hasSignIn: row.hasSignIn,
    twoFactorEnabled: payVisible ? row.twoFactorEnabled : null,
  };
}

export async function listStaff(
  db: Database,
  businessId: number,
  payVisible: boolean,
): Promise<StaffMember[]> {
  return (await listStaffRows(db, businessId)).map((row) => toStaffMember(row, payVisible));
}

async function refuseClashes(db: DbOrTx, businessId: number, input: UpdateStaffInput, exceptId?: number) {
  if (input.email && (await findClash(db, businessId, 'email', input.email, exceptId)))
    throw conflict(EMAIL_TAKEN);
  if (input.employeeId && (await findClash(db, businessId, 'employeeId', input.employeeId, exceptId))) {
    throw conflict(EMPLOYEE_ID_TAKEN);
  }
}

/** Two concurrent writes can both pass the check above; the partial unique indexes decide, as 409. */
function asConflict(error: unknown): never {
  if (postgresErrorCode(error) === UNIQUE_VIOLATION) {
    const name = postgresConstraint(error);
    if (name === 'staff_business_email_idx') throw conflict(EMAIL_TAKEN);
    if (name === 'staff_business_employee_id_idx') throw conflict(EMPLOYEE_ID_TAKEN);
  }
  throw error;
}

export async function createStaff(
  db: Database,
  actor: StaffActor,
  input: CreateStaffInput,
): Promise<StaffMember> {
  refuseBeyondRole(actor, input);
  const { businessId } = actor;
  try {
    return await db.transaction(async (tx) => {
      await refuseClashes(tx, businessId, input);
      const locationIds = await checkLocationIds(tx, businessId, input.locationIds, 'locationIds');
      await checkImageAddresses(tx, businessId, input.photoUrl, 'photoUrl');
      const row = await insertStaff(tx, {
        businessId,
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        role: input.role,
        phone: input.phone ?? null,
        department: input.department ?? null,
        position: input.position ?? null,
        salary: input.salary ?? null,
        hourlyRate: input.hourlyRate ?? null,
        serviceCommissionBp: Math.round((input.serviceCommissionPercent ?? 0) * 100),
        productCommissionBp: Math.round((input.productCommissionPercent ?? 0) * 100),
        hireDate: input.hireDate ?? null,
        employeeId: input.employeeId ?? null,
        isActive: input.isActive ?? true,
        permissions: input.permissions ?? {},
        locationIds: locationIds ?? [],
        photoUrl: input.photoUrl ?? null,
      });
      if (row.isActive) await giveBusinessHours(tx, businessId, row.id);
      return toStaffMember(
        { ...row, isOwner: false, hasSignIn: false, twoFactorEnabled: false },
        can(actor.role, 'staff.pay'),
      );
    });
  } catch (error) {
    asConflict(error);
  }
}

export async function updateStaff(
  db: Database,
  actor: StaffActor,
  id: number,
  input: UpdateStaffInput,
): Promise<StaffMember> {
  const { businessId } = actor;
  try {
    return await db.transaction(async (tx) => {
      const existing = await findStaffRow(tx, businessId, id);
      if (!existing) throw notFound('Staff member not found');
      refuseBeyondRole(actor, input, existing);
      if (existing.isOwner && input.role !== undefined && input.role !== existing.role) {
        throw conflict(OWNER_ROLE_STAYS);
      }
      if (existing.isOwner && input.isActive === false) throw conflict(OWNER_STAYS_ACTIVE);
      await refuseClashes(tx, businessId, input, id);
      const locationIds = await checkLocationIds(tx, businessId, input.locationIds, 'locationIds');
      await checkImageAddresses(tx, businessId, input.photoUrl, 'photoUrl');
      const { serviceCommissionPercent, productCommissionPercent, ...fields } = input;
      const row = await updateStaffRow(tx, businessId, id, {
        ...fields,
        locationIds,
        ...(serviceCommissionPercent !== undefined
          ? { serviceCommissionBp: Math.round(serviceCommissionPercent * 100) }
          : {}),
        ...(productCommissionPercent !== undefined
          ? { productCommissionBp: Math.round(productCommissionPercent * 100) }
          : {}),
      });
      // A new role is the member's sign-in role from their next request on.
      if (input.role !== undefined && input.role !== existing.role && row.userId !== null) {
        await setMemberRole(tx, businessId, row.userId, input.role);
      }
      // Switched inactive: their sign-in ends at once (a new invitation gives it back).
      if (existing.isActive && input.isActive === false && row.userId !== null) {
        await endSignIn(tx, businessId, row.userId);
      }
      await recordStaffChanges(tx, businessId, existing, row);
      const signsIn = existing.hasSignIn && !(existing.isActive && input.isActive === false);
      return toStaffMember(
        {
          ...row,
          isOwner: existing.isOwner,
          hasSignIn: signsIn,
          twoFactorEnabled: existing.twoFactorEnabled,
        },
        can(actor.role, 'staff.pay'),
      );
    });
  } catch (error) {
    asConflict(error);
  }
}

export async function deleteStaff(
  db: Database,
  actor: StaffActor,
  id: number,
  now = new Date(),
): Promise<void> {
  const { businessId } = actor;
  await db.transaction(async (tx) => {
    const existing = await findStaffRow(tx, businessId, id);
    if (!existing) throw notFound('Staff member not found');
    if (existing.isOwner) throw conflict(OWNER_STAYS);
    refuseBeyondRole(actor, {}, existing);
    const upcoming = await countUpcoming(tx, businessId, id, now);
    if (upcoming > 0) {
      const name = `${existing.firstName} ${existing.lastName}`;
      throw conflict(
        `${name} has ${upcoming} upcoming appointment${upcoming === 1 ? '' : 's'}. Reassign or cancel ${upcoming === 1 ? 'it' : 'them'} first.`,
      );
    }
    await removeStaffRow(tx, businessId, existing);
    await recordAudit(tx, {
      businessId,
      action: 'member.deleted',
      target: staffTarget(existing),
      before: { role: existing.role, email: existing.email },
    });
  });
}

function staffTarget(member: Pick<Staff, 'id' | 'firstName' | 'lastName'>) {
  return { type: 'staff', id: member.id, label: `${member.firstName} ${member.lastName}` };
}

/** A role, permissions or pay that changed, each a line of the audit trail (issue 32). */
async function recordStaffChanges(tx: DbOrTx, businessId: number, before: Staff, after: Staff) {
  const lines: Array<[AuditAction, readonly (keyof Staff & string)[]]> = [
    ['member.roleChanged', ['role', 'isActive']],
    ['member.permissionsChanged', ['permissions']],
    ['member.payChanged', ['salary', 'hourlyRate', 'serviceCommissionBp', 'productCommissionBp']],
  ];
  for (const [action, fields] of lines) {
    const change = changedFields(before, after, fields);
    if (change) await recordAudit(tx, { businessId, action, target: staffTarget(after), ...change });
  }
}
