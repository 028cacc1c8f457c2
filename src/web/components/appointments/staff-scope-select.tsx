import { useStaff } from '../../lib/api/services/get-staff';
import { useCan } from '../../lib/current-user';
import { NativeSelect } from '../ui/native-select';

/** Whose appointments a list shows: '' is the member's default (the team, or their own), 'all', or a staff id. */
export type StaffScope = '' | 'all' | number;

/**
 * The list's "whose appointments" choice. Managers open on the whole team, staff on their own and may
 * pick the team or a colleague; a contractor sees only their own, so gets no choice at all.
 */
export function StaffScopeSelect({
  value,
  onChange,
  className,
}: {
  value: StaffScope;
  onChange: (next: StaffScope) => void;
  className?: string;
}) {
  const allowed = useCan();
  const staff = useStaff();
  if (!allowed('appointments.viewAll')) return null;
  const teamByDefault = allowed('appointments.teamByDefault');
  const members = (staff.data ?? []).filter((member) => member.isActive);
  return (
    <NativeSelect
      aria-label="Whose appointments"
      className={className}
      value={String(value)}
      onChange={(event) => {
        const next = event.target.value;
        onChange(next === '' || next === 'all' ? next : Number(next));
      }}
    >
      <option value="">{teamByDefault ? 'All staff' : 'My appointments'}</option>
      {teamByDefault ? null : <option value="all">All staff</option>}
      {members.map((member) => (
        <option key={member.id} value={member.id}>
          {member.firstName} {member.lastName}
        </option>
      ))}
    </NativeSelect>
  );
}
