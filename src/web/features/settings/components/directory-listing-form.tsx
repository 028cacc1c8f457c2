import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import { z } from 'zod';
import type { BusinessProfile } from '../../../../contract/business';
import {
  directoryCategories,
  MAX_PHOTOS,
  MAX_SPECIALTIES,
  photoUrlsSchema,
  priceRanges,
  specialtiesSchema,
} from '../../../../contract/directory';
import { EnterSaves } from '../../../components/settings-draft/enter-saves';
import { useFormDraft } from '../../../components/settings-draft/use-form-draft';
import { Checkbox } from '../../../components/ui/checkbox';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { TextField } from '../../../components/ui/text-field';
import { useUpdateBusiness } from '../api/update-business';
import { BusinessSettingsLoader } from './business-settings-loader';
import { DirectoryPhotosField } from './directory-photos-field';
import { EmailVerificationStatus } from './email-verification-status';

const specialtiesOf = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** Specialties are typed comma-separated; photos are uploaded addresses; both are checked as the server checks them. */
const formSchema = z.object({
  listedInDirectory: z.boolean(),
  category: z.string(),
  priceRange: z.string(),
  specialties: z.string().superRefine((text, ctx) => {
    const parsed = specialtiesSchema.safeParse(specialtiesOf(text));
    if (!parsed.success)
      ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? 'Invalid' });
  }),
  photoUrls: z.array(z.string()).superRefine((photos, ctx) => {
    const parsed = photoUrlsSchema.safeParse(photos);
    if (!parsed.success)
      ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? 'Invalid' });
  }),
});
type FormValues = z.infer<typeof formSchema>;
const fields = ['listedInDirectory', 'category', 'priceRange', 'specialties', 'photoUrls'] as const;

const valuesOf = (b: BusinessProfile): FormValues => ({
  listedInDirectory: b.listedInDirectory,
  category: (directoryCategories as readonly string[]).includes(b.category ?? '') ? (b.category ?? '') : '',
  priceRange: b.priceRange ?? '',
  specialties: b.specialties.join(', '),
  photoUrls: b.photoUrls,
});

/** Settings → Directory listing (owners, admins, managers): whether and how the business shows in /directory. */
export function DirectoryListingSection() {
  return (
    <BusinessSettingsLoader label="Loading directory listing…">
      {(business) => (
        <div className="grid gap-6">
          <DirectoryListingForm business={business} />
          <EmailVerificationStatus business={business} />
        </div>
      )}
    </BusinessSettingsLoader>
  );
}

function DirectoryListingForm({ business }: { business: BusinessProfile }) {
  const form = useForm<FormValues>({ resolver: zodResolver(formSchema), defaultValues: valuesOf(business) });
  const { errors } = form.formState;
  const update = useUpdateBusiness();
  const id = useId();

  const submit = useFormDraft({
    id: 'directory',
    label: 'Directory listing',
    form,
    fields,
    save: async (values) => {
      const saved = await update.mutateAsync({
        listedInDirectory: values.listedInDirectory,
        category: (values.category || null) as (typeof directoryCategories)[number] | null,
        priceRange: (values.priceRange || null) as (typeof priceRanges)[number] | null,
        specialties: specialtiesOf(values.specialties),
        photoUrls: values.photoUrls,
      });
      form.reset(valuesOf(saved));
    },
  });

  return (
    <form noValidate aria-label="Directory listing" onSubmit={submit} className="grid gap-4">
      <div className="flex items-start gap-3">
        <Checkbox
          id={`${id}-listed`}
          aria-describedby={`${id}-listed-hint`}
          className="mt-0.5"
          {...form.register('listedInDirectory')}
        />
        <div className="grid gap-0.5">
          <label htmlFor={`${id}-listed`} className="text-sm font-medium text-slate-900">
            List my business in the directory
          </label>
          <p id={`${id}-listed-hint`} className="text-xs text-slate-600">
            Anyone can find it on the{' '}
            <Link href="/directory" className="underline">
              Business Directory
            </Link>{' '}
            with its rating, services and hours, and book online.
          </p>
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-category`}>Category</Label>
          <NativeSelect
            id={`${id}-category`}
            aria-invalid={errors.category ? true : undefined}
            {...form.register('category')}
          >
            <option value="">Choose a category</option>
            {directoryCategories.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </NativeSelect>
          {errors.category ? <p className="text-sm text-red-700">{errors.category.message}</p> : null}
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-price`}>Price range</Label>
          <NativeSelect id={`${id}-price`} {...form.register('priceRange')}>
            <option value="">Not shown</option>
            {priceRanges.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <TextField
        label="Specialties"
        hint={`What you are known for, separated by commas (up to ${MAX_SPECIALTIES}; cards show the first three)`}
        placeholder="Balayage, Precision cuts, Keratin"
        error={errors.specialties?.message}
        {...form.register('specialties')}
      />
      <DirectoryPhotosField
        value={form.watch('photoUrls')}
        onChange={(photos) => form.setValue('photoUrls', photos, { shouldDirty: true, shouldValidate: true })}
        max={MAX_PHOTOS}
        error={errors.photoUrls?.message}
      />
      <EnterSaves />
    </form>
  );
}
