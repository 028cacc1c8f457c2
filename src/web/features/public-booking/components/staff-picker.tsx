import { Users } from 'lucide-react';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { PublicBusiness } from '../../../../contract/public-booking';
import { cn } from '../../../lib/cn';

const choice =
  'flex min-h-14 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 bg-white p-2 text-sm font-medium text-slate-900 hover:border-primary-400 has-checked:border-primary-600 has-checked:bg-primary-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary-600';
const face = 'flex size-10 shrink-0 items-center justify-center overflow-hidden rounded-full';

/**
 * "Staff member": anyone available, or one of those who do the chosen service, each with their photo where the
 * salon uploaded one, else their initial (issue 33). Radios: arrow keys move between them.
 */
export default function StaffPicker({
  staff,
  field,
  value,
  error,
}: {
  staff: PublicBusiness['staff'];
  field: UseFormRegisterReturn<'staffId'>;
  /** The chosen member's id; none is anyone available. */
  value: number | undefined;
  error: string | undefined;
}) {
  const errorId = useId();
  // Checked follows the form's value, and a choice is told to the form as a value: with the radios' own
  // element refs the form would set them from the DOM's text values and uncheck a chosen id (a number).
  const radio = (id: string) => ({
    type: 'radio',
    className: 'sr-only',
    name: field.name,
    value: id,
    onBlur: field.onBlur,
    onChange: () => void field.onChange({ target: { name: field.name, value: id }, type: 'change' }),
  });
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="grid gap-2">
      <legend className="mb-1.5 text-sm font-medium text-slate-900">Staff member</legend>
      <div className="grid grid-cols-2 gap-2">
        <label className={choice}>
          <input {...radio('')} checked={!value} />
          <span className={cn(face, 'bg-slate-100')}>
            <Users aria-hidden="true" className="size-5 text-slate-600" />
          </span>
          Anyone available
        </label>
        {staff.map((member) => (
          <label key={member.id} className={choice}>
            <input {...radio(String(member.id))} checked={Number(value) === member.id} />
            <span className={cn(face, !member.photoUrl && 'bg-slate-100')}>
              {member.photoUrl ? (
                <img src={member.photoUrl} alt="" width={40} height={40} className="size-full object-cover" />
              ) : (
                <span aria-hidden="true" className="font-semibold text-slate-700">
                  {member.name.charAt(0)}
                </span>
              )}
            </span>
            {member.name}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
