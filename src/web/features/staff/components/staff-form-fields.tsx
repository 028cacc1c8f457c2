import { useId } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { StaffRole } from '../../../../contract/staff';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { Switch } from '../../../components/ui/switch';
import { TextField } from '../../../components/ui/text-field';
import { roleLabels } from '../lib/staff-display';
import type { StaffFormValues } from '../lib/staff-form';

type FieldProps = {
  register: UseFormRegister<StaffFormValues>;
  errors: FieldErrors<StaffFormValues>;
};

/** First name, last name, email: the fields both dialogs open with. */
export function StaffNameFields({ register, errors }: FieldProps) {
  return (
    <>
      <TextField
        label="First name"
        autoComplete="off"
        error={errors.firstName?.message}
        {...register('firstName')}
      />
      <TextField
        label="Last name"
        autoComplete="off"
        error={errors.lastName?.message}
        {...register('lastName')}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="off"
        className="grid gap-1.5 sm:col-span-2"
        error={errors.email?.message}
        {...register('email')}
      />
    </>
  );
}

/** Spec §5: the Active Employee switch, on by default. */
export function ActiveEmployeeSwitch({
  checked,
  onCheckedChange,
  ownerRow = false,
}: {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** The owner's own row stays active. */
  ownerRow?: boolean;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-3 sm:col-span-2">
      <Switch
        id={id}
        checked={checked}
        disabled={ownerRow}
        onCheckedChange={onCheckedChange}
        aria-describedby={`${id}-hint`}
      />
      <div className="grid gap-0.5">
        <Label htmlFor={id}>Active Employee</Label>
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {ownerRow
            ? 'The business owner stays active.'
            : 'Turn off when they no longer work here; they stay on the list as Inactive.'}
        </p>
      </div>
    </div>
  );
}

type DetailFieldsProps = FieldProps & {
  /** The role select (not for the owner's own row, whose role stays). */
  showRole: boolean;
  /** The roles this member may give. */
  roles: readonly StaffRole[];
  /** Salary and hourly rate, for members with staff.pay. */
  showPay: boolean;
};

/** Role, phone, department, position, employee ID, hire date and pay. */
export function StaffDetailFields({ register, errors, showRole, roles, showPay }: DetailFieldsProps) {
  const id = useId();
  const roleError = errors.role?.message;
  return (
    <>
      {showRole ? (
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-role`}>Role</Label>
          <NativeSelect
            id={`${id}-role`}
            aria-invalid={roleError ? true : undefined}
            aria-describedby={roleError ? `${id}-role-error` : undefined}
            {...register('role')}
          >
            <option value="">Select a role</option>
            {roles.map((role) => (
              <option key={role} value={role}>
                {roleLabels[role]}
              </option>
            ))}
          </NativeSelect>
          {roleError ? (
            <p id={`${id}-role-error`} className="text-sm text-red-700">
              {roleError}
            </p>
          ) : null}
        </div>
      ) : null}
      <TextField
        label="Phone"
        type="tel"
        autoComplete="off"
        error={errors.phone?.message}
        {...register('phone')}
      />
      <TextField label="Department" error={errors.department?.message} {...register('department')} />
      <TextField label="Position" error={errors.position?.message} {...register('position')} />
      <TextField label="Employee ID" error={errors.employeeId?.message} {...register('employeeId')} />
      <TextField label="Hire date" type="date" error={errors.hireDate?.message} {...register('hireDate')} />
      {showPay ? (
        <>
          <TextField
            label="Salary (annual)"
            inputMode="decimal"
            placeholder="e.g. 52000"
            error={errors.salary?.message}
            {...register('salary')}
          />
          <TextField
            label="Hourly rate"
            inputMode="decimal"
            placeholder="e.g. 23.50"
            hint="Cards show the salary when both are set."
            error={errors.hourlyRate?.message}
            {...register('hourlyRate')}
          />
          <TextField
            label="Service commission (%)"
            inputMode="decimal"
            placeholder="e.g. 10"
            hint="Of the booked price of their completed appointments"
            error={errors.serviceCommissionPercent?.message}
            {...register('serviceCommissionPercent')}
          />
          <TextField
            label="Product commission (%)"
            inputMode="decimal"
            placeholder="e.g. 5"
            hint="Of the products they sell, tax excluded"
            error={errors.productCommissionPercent?.message}
            {...register('productCommissionPercent')}
          />
        </>
      ) : null}
    </>
  );
}
