import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { profileImageUrlSchema, updateProfileSchema } from '../../../../contract/account';
import type { CurrentUser } from '../../../../contract/auth';
import { NameFields } from '../../../components/account/name-fields';
import { EnterSaves } from '../../../components/settings-draft/enter-saves';
import { useFormDraft } from '../../../components/settings-draft/use-form-draft';
import { ImageUploadField } from '../../../components/ui/image-upload-field';
import { useUpdateProfile } from '../api/update-profile';
import { ReadOnlyField } from './read-only-field';

/** The form speaks text; an empty picture or last name is "none" (null) for the server. */
const formSchema = z.object({
  firstName: updateProfileSchema.shape.firstName,
  lastName: z.string(),
  profileImageUrl: z
    .string()
    .trim()
    .transform((v) => (v === '' ? null : v))
    .pipe(profileImageUrlSchema),
});
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;
const fields = ['firstName', 'lastName', 'profileImageUrl'] as const;

const valuesOf = (user: CurrentUser): FormInput => ({
  firstName: user.firstName ?? '',
  lastName: user.lastName ?? '',
  profileImageUrl: user.profileImageUrl ?? '',
});

/** Settings → Profile (everyone): name and picture, which the header's avatar and menu show. */
export function ProfileForm({ user }: { user: CurrentUser }) {
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: valuesOf(user),
  });
  const { errors } = form.formState;
  const update = useUpdateProfile();
  const picture = form.watch('profileImageUrl');

  const submit = useFormDraft({
    id: 'profile',
    label: 'Profile',
    form,
    fields,
    save: async (values) => {
      form.reset(valuesOf(await update.mutateAsync({ ...values, lastName: values.lastName.trim() || null })));
    },
  });

  return (
    <form noValidate aria-label="Profile" onSubmit={submit} className="grid gap-4">
      <dl>
        <ReadOnlyField label="Email" value={user.email} />
      </dl>
      <NameFields
        firstName={{ ...form.register('firstName'), error: errors.firstName?.message }}
        lastName={{ ...form.register('lastName'), error: errors.lastName?.message }}
        lastNameLabel="Last name (optional)"
      />
      <ImageUploadField
        label="Profile picture (optional)"
        target="profile_photo"
        shape="round"
        value={picture}
        onChange={(address) =>
          form.setValue('profileImageUrl', address ?? '', { shouldDirty: true, shouldValidate: true })
        }
        hint="A square picture works best; your team sees it in the header. None: your initial."
        error={errors.profileImageUrl?.message}
      />
      <EnterSaves />
    </form>
  );
}
