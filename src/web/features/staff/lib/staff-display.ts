import { format, parseISO } from 'date-fns';
import type { StaffMember, StaffRole } from '../../../../contract/staff';
import { formatMoney } from '../../../lib/money';

export const roleLabels: Record<StaffRole, string> = {
  admin: 'Admin',
  manager: 'Manager',
  staff: 'Staff',
  contractor: 'Contractor',
};

/** Spec §2: admin red, manager blue, staff green, any other grey. */
export const roleBadgeVariant = {
  admin: 'danger',
  manager: 'info',
  staff: 'success',
  contractor: 'neutral',
} as const satisfies Record<StaffRole, string>;

export function staffName(member: Pick<StaffMember, 'firstName' | 'lastName'>): string {
  return `${member.firstName} ${member.lastName}`.trim();
}

/** Spec §2: the salary a year, else the hourly rate; null when there is neither or it is hidden. */
export function formatPay(member: Pick<StaffMember, 'salary' | 'hourlyRate'>): string | null {
  if (member.salary !== null) return `${formatMoney(member.salary).replace(/\.00$/, '')}/year`;
  if (member.hourlyRate !== null) return `${formatMoney(member.hourlyRate)}/hour`;
  return null;
}

/** "3 permissions": how many of the member's permissions are on. */
export function formatPermissions(permissions: Record<string, boolean>): string {
  const count = Object.values(permissions).filter(Boolean).length;
  return `${count} ${count === 1 ? 'permission' : 'permissions'}`;
}

/** '2019-03-01' -> 'Mar 1, 2019'. */
export function formatHireDate(day: string): string {
  return format(parseISO(day), 'MMM d, yyyy');
}

/** The owner first, then by first and last name. */
export function byOwnerThenName(a: StaffMember, b: StaffMember): number {
  if (a.isOwner !== b.isOwner) return a.isOwner ? -1 : 1;
  return staffName(a).localeCompare(staffName(b));
}

export type RoleFilter = 'all' | StaffRole;
export type StatusFilter = 'all' | 'active' | 'inactive';

export function matchesStaffFilters(member: StaffMember, role: RoleFilter, status: StatusFilter): boolean {
  if (role !== 'all' && member.role !== role) return false;
  if (status === 'active') return member.isActive;
  if (status === 'inactive') return !member.isActive;
  return true;
}
