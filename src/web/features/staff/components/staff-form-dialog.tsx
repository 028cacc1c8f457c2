import { zodResolver } from '@hookform/resolvers/zod';
import { type Resolver, useForm } from 'react-hook-form';
import {
  type CreateStaffInput,
  createStaffSchema,
  rolesBelowLeaders,
  STAFF_ADDED,
  STAFF_UPDATED,
  type StaffMember,
  staffRoles,
  type UpdateStaffInput,
  updateStaffSchema,
} from '../../../../contract/staff';
import { LocationChecklist } from '../../../components/locations/location-checklist';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { FormDialogFooter } from '../../../components/ui/form-dialog-footer';
import { ImageUploadField } from '../../../components/ui/image-upload-field';
import { applyFieldErrors } from '../../../lib/apply-field-errors';
import { useCan } from '../../../lib/current-user';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast';
import { useCreateStaff } from '../api/create-staff';
import { useUpdateStaff } from '../api/update-staff';
import {
  emptyStaffForm,
  formToStaffBody,
  type StaffFormValues,
  staffFormFields,
  staffToForm,
} from '../lib/staff-form';
import { ActiveEmployeeSwitch, StaffDetailFields, StaffNameFields } from './staff-form-fields';

type StaffFormDialogProps = {
  /** Absent: Add Staff Member. */
  member?: StaffMember;
  onClose: () => void;
};

/** Add Staff Member (every §5 field) and Edit Staff Member (the spec's four first, then More details). */
export function StaffFormDialog({ member, onClose }: StaffFormDialogProps) {
  const can = useCan();
  const showPay = can('staff.pay');
  // A role is given on adding; changing one needs staff.roles. The owner's own role stays.
  const showRole = !member?.isOwner && (!member || can('staff.roles'));
  const roles = can('staff.roles') ? staffRoles : rolesBelowLeaders;
  const schema = member ? updateStaffSchema : createStaffSchema;
  // The inputs hold text; the contract judges the body they make, so its messages land under the fields.
  const resolver: Resolver<StaffFormValues, unknown, UpdateStaffInput> = (values, context, options) =>
    zodResolver(schema)(
      formToStaffBody(values, { pay: showPay, role: showRole }) as never,
      context,
      options as never,
    ) as never;
  const form = useForm<StaffFormValues, unknown, UpdateStaffInput>({
    resolver,
    defaultValues: member ? staffToForm(member) : emptyStaffForm,
  });
  const { errors } = form.formState;
  const create = useCreateStaff();
  const update = useUpdateStaff();
  const pending = create.isPending || update.isPending;
  const title = member ? 'Edit Staff Member' : 'Add Staff Member';

  const submit = form.handleSubmit((body) => {
    const onError = (error: Error) => {
      if (applyFieldErrors(error, form.setError, staffFormFields)) return;
      toast({
        type: 'error',
        title: 'Error',
        message: errorMessage(error, member ? 'Failed to update staff member' : 'Failed to add staff member'),
      });
    };
    const onSuccess = () => {
      toast({ type: 'success', title: member ? STAFF_UPDATED : STAFF_ADDED });
      onClose();
    };
    if (member) update.mutate({ id: member.id, ...body }, { onSuccess, onError });
    else create.mutate(body as CreateStaffInput, { onSuccess, onError });
  });

  const details = (
    <>
      <StaffDetailFields
        register={form.register}
        errors={errors}
        showRole={showRole}
        roles={roles}
        showPay={showPay}
      />
      <div className="sm:col-span-2">
        <LocationChecklist
          legend="Works at"
          value={form.watch('locationIds')}
          onChange={(ids) => form.setValue('locationIds', ids, { shouldDirty: true })}
          error={errors.locationIds?.message}
        />
      </div>
    </>
  );
  const photo = (
    <ImageUploadField
      label="Photo"
      target="staff_photo"
      shape="round"
      className="grid gap-1.5 sm:col-span-2"
      value={form.watch('photoUrl')}
      onChange={(address) => {
        form.clearErrors('photoUrl');
        form.setValue('photoUrl', address ?? '', { shouldDirty: true });
      }}
      hint="Shown to clients on the booking page. Cropped square."
      error={errors.photoUrl?.message}
    />
  );
  const active = (
    <ActiveEmployeeSwitch
      checked={form.watch('isActive')}
      ownerRow={member?.isOwner}
      onCheckedChange={(checked) => form.setValue('isActive', checked, { shouldDirty: true })}
    />
  );

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={title} className="max-w-2xl">
        <form noValidate aria-label={title} onSubmit={submit} className="grid gap-5">
          {member ? (
            <>
              <div className="grid items-start gap-4 sm:grid-cols-2">
                <StaffNameFields register={form.register} errors={errors} />
                {photo}
                {active}
              </div>
              <fieldset className="border-t border-slate-200 pt-4">
                <legend className="float-left mb-3 w-full text-sm font-semibold text-slate-900">
                  More details
                </legend>
                <div className="clear-both grid items-start gap-4 sm:grid-cols-2">{details}</div>
              </fieldset>
            </>
          ) : (
            <div className="grid items-start gap-4 sm:grid-cols-2">
              <StaffNameFields register={form.register} errors={errors} />
              {photo}
              {details}
              {active}
            </div>
          )}
          <FormDialogFooter
            onCancel={onClose}
            pending={pending}
            label={member ? 'Save changes' : 'Add Staff Member'}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
