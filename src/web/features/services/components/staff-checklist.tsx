import type { StaffListItem } from '../../../../contract/services';
import { Checkbox } from '../../../components/ui/checkbox';

type StaffChecklistProps = {
  staff: StaffListItem[];
  value: number[];
  onChange: (staffIds: number[]) => void;
};

/** Who performs the service; none ticked means every active staff member does. */
export function StaffChecklist({ staff, value, onChange }: StaffChecklistProps) {
  const members = staff.filter((member) => member.isActive || value.includes(member.id));
  const toggle = (id: number, checked: boolean) =>
    onChange(checked ? [...value, id] : value.filter((staffId) => staffId !== id));
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium text-slate-900">Performed by</legend>
      <p className="text-xs text-slate-600">Leave all unticked and every active staff member performs it.</p>
      <div className="grid gap-2 sm:grid-cols-2">
        {members.map((member) => (
          <div key={member.id} className="flex items-center gap-2">
            <Checkbox
              id={`service-staff-${member.id}`}
              checked={value.includes(member.id)}
              onChange={(event) => toggle(member.id, event.target.checked)}
            />
            <label htmlFor={`service-staff-${member.id}`} className="text-sm text-slate-900">
              {`${member.firstName} ${member.lastName}`.trim()}
            </label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
