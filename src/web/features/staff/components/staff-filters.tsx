import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import type { RoleFilter, StatusFilter } from '../lib/staff-display';

type StaffFiltersProps = {
  role: RoleFilter;
  onRoleChange: (role: RoleFilter) => void;
  status: StatusFilter;
  onStatusChange: (status: StatusFilter) => void;
};

/** Spec §2: Role (All Roles, Admin, Manager, Staff, Contractor) and Status (All, Active, Inactive). */
export function StaffFilters({ role, onRoleChange, status, onStatusChange }: StaffFiltersProps) {
  return (
    <div className="grid grid-cols-2 gap-3 sm:flex sm:items-end">
      <div className="grid gap-1.5 sm:w-44">
        <Label htmlFor="staff-role-filter">Role</Label>
        <NativeSelect
          id="staff-role-filter"
          value={role}
          onChange={(event) => onRoleChange(event.target.value as RoleFilter)}
        >
          <option value="all">All Roles</option>
          <option value="admin">Admin</option>
          <option value="manager">Manager</option>
          <option value="staff">Staff</option>
          <option value="contractor">Contractor</option>
        </NativeSelect>
      </div>
      <div className="grid gap-1.5 sm:w-36">
        <Label htmlFor="staff-status-filter">Status</Label>
        <NativeSelect
          id="staff-status-filter"
          value={status}
          onChange={(event) => onStatusChange(event.target.value as StatusFilter)}
        >
          <option value="all">All</option>
          <option value="active">Active</option>
          <option value="inactive">Inactive</option>
        </NativeSelect>
      </div>
    </div>
  );
}
