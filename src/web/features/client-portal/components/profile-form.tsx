import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { marketingOptInLabel } from '../../../../contract/consent';
import {
  type PortalProfileFormInput,
  type PortalProfileFormValues,
  portalProfileForm,
} from '../../../../contract/public-forms';
import { EmailPhoneFields } from '../../../components/account/email-phone-fields';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Label } from '../../../components/ui/label';
import { TextField } from '../../../components/ui/text-field';
import { Textarea } from '../../../components/ui/textarea';

/** The portal's profile fields (spec §5 client profile rules), for sign-up and for My Profile. */
export type ProfileInput = PortalProfileFormInput;
export type ProfileValues = PortalProfileFormValues;
export const profileFields = ['name', 'email', 'phone', 'address', 'notes'] as const;
export type ProfileForm = UseFormReturn<ProfileInput, unknown, ProfileValues>;

type ProfileDefaults = Partial<Record<(typeof profileFields)[number], string | null>> & {
  marketingOptIn?: boolean;
};

export function useProfileForm(defaults?: ProfileDefaults): ProfileForm {
  return useForm<ProfileInput, unknown, ProfileValues>({
    resolver: zodResolver(portalProfileForm),
    mode: 'onTouched',
    defaultValues: {
      name: defaults?.name ?? '',
      email: defaults?.email ?? '',
      phone: defaults?.phone ?? '',
      address: defaults?.address ?? '',
      notes: defaults?.notes ?? '',
      marketingOptIn: defaults?.marketingOptIn ?? false,
    },
  });
}

type ProfileFormFieldsProps = {
  form: ProfileForm;
  businessName: string;
  label: string;
  submitLabel: string;
  pending: boolean;
  onSubmit: (values: ProfileValues) => void;
};

export function ProfileFormFields({
  form,
  businessName,
  label,
  submitLabel,
  pending,
  onSubmit,
}: ProfileFormFieldsProps) {
  const notesId = useId();
  const marketingId = useId();
  const { errors } = form.formState;
  return (
    <form noValidate aria-label={label} onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
      <TextField
        label="Full name"
        autoComplete="name"
        error={errors.name?.message}
        {...form.register('name')}
      />
      <EmailPhoneFields
        email={{ ...form.register('email'), error: errors.email?.message }}
        phone={{ ...form.register('phone'), error: errors.phone?.message }}
      />
      <TextField
        label="Address (optional)"
        autoComplete="street-address"
        error={errors.address?.message}
        {...form.register('address')}
      />
      <div className="grid gap-1.5">
        <Label htmlFor={notesId}>Notes (optional)</Label>
        <Textarea id={notesId} rows={3} placeholder="Allergies, preferences..." {...form.register('notes')} />
      </div>
      <div className="flex items-start gap-2">
        <Checkbox id={marketingId} className="mt-0.5" {...form.register('marketingOptIn')} />
        <Label htmlFor={marketingId}>{marketingOptInLabel(businessName)}</Label>
      </div>
      <div>
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving...' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
