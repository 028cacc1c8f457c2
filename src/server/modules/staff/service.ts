import type { CreateStaffInput, StaffMember, UpdateStaffInput } from '../../../contract/staff';
import type { Database, DbOrTx } from '../../db/client';
import { conflict, notFound } from '../../lib/http-errors';
import { postgresConstraint, postgresErrorCode, UNIQUE_VIOLATION } from '../../lib/postgres-errors';
import {
  countUpcoming,
  endSignIn,
  findClash,
  findStaffRow,
  insertStaff,
  listStaffRows,
  removeStaffRow,
  type StaffRow,
  updateStaffRow,
} from './repository';

export const EMAIL_TAKEN = 'A staff member with this email already exists';
export const EMPLOYEE_ID_TAKEN = 'A staff member with this employee ID already exists';
export const OWNER_STAYS = 'The business owner can’t be removed from the team.';
export const OWNER_STAYS_ACTIVE = 'The business owner can’t be made inactive.';
export const OWNER_ROLE_STAYS = 'The business owner’s role can’t be changed here.';

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
    payVisible,
    permissions: row.permissions,
    locationIds: row.locationIds,
    isActive: row.isActive,
    isOwner: row.isOwner,
    hasSignIn: row.hasSignIn,
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
  businessId: number,
  input: CreateStaffInput,
): Promise<StaffMember> {
  try {
    return await db.transaction(async (tx) => {
      await refuseClashes(tx, businessId, input);
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
        hireDate: input.hireDate ?? null,
        employeeId: input.employeeId ?? null,
        isActive: input.isActive ?? true,
        permissions: input.permissions ?? {},
      });
      return toStaffMember({ ...row, isOwner: false, hasSignIn: false }, true);
    });
  } catch (error) {
    asConflict(error);
  }
}

export async function updateStaff(
  db: Database,
  businessId: number,
  id: number,
  input: UpdateStaffInput,
): Promise<StaffMember> {
  try {
    return await db.transaction(async (tx) => {
      const existing = await findStaffRow(tx, businessId, id);
      if (!existing) throw notFound('Staff member not found');
      if (existing.isOwner && input.role !== undefined && input.role !== existing.role) {
        throw conflict(OWNER_ROLE_STAYS);
      }
      if (existing.isOwner && input.isActive === false) throw conflict(OWNER_STAYS_ACTIVE);
      await refuseClashes(tx, businessId, input, id);
      const row = await updateStaffRow(tx, businessId, id, input);
      // Switched inactive: their sign-in ends at once (a new invitation gives it back).
      if (existing.isActive && input.isActive === false && row.userId !== null) {
        await endSignIn(tx, businessId, row.userId);
      }
      const signsIn = existing.hasSignIn && !(existing.isActive && input.isActive === false);
      return toStaffMember({ ...row, isOwner: existing.isOwner, hasSignIn: signsIn }, true);
    });
  } catch (error) {
    asConflict(error);
  }
}

export async function deleteStaff(
  db: Database,
  businessId: number,
  id: number,
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const existing = await findStaffRow(tx, businessId, id);
    if (!existing) throw notFound('Staff member not found');
    if (existing.isOwner) throw conflict(OWNER_STAYS);
    const upcoming = await countUpcoming(tx, businessId, id, now);
    if (upcoming > 0) {
      const name = `${existing.firstName} ${existing.lastName}`;
      throw conflict(
        `${name} has ${upcoming} upcoming appointment${upcoming === 1 ? '' : 's'}. Reassign or cancel ${upcoming === 1 ? 'it' : 'them'} first.`,
      );
    }
    await removeStaffRow(tx, businessId, existing);
  });
}
