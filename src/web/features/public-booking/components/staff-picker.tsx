import type { UseFormRegisterReturn } from 'react-hook-form';
import type { PublicBusiness } from '../../../../contract/public-booking';
import { FieldShell } from '../../../components/ui/field-shell';
import { NativeSelect } from '../../../components/ui/native-select';

/** "Staff member": anyone available, or one of those who do the chosen service (issue 33). */
export default function StaffPicker({
  staff,
  field,
  error,
}: {
  staff: PublicBusiness['staff'];
  field: UseFormRegisterReturn<'staffId'>;
  error: string | undefined;
}) {
  return (
    <FieldShell label="Staff member" error={error}>
      {(control) => (
        <NativeSelect {...control} {...field}>
          <option value="">Anyone available</option>
          {staff.map((member) => (
            <option key={member.id} value={member.id}>
              {member.name}
            </option>
          ))}
        </NativeSelect>
      )}
    </FieldShell>
  );
}
