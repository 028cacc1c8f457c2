import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { BusinessProfile } from '../../../../contract/business';
import { EnterSaves } from '../../../components/settings-draft/enter-saves';
import { useFormDraft } from '../../../components/settings-draft/use-form-draft';
import { ErrorState } from '../../../components/ui/error-state';
import { Label } from '../../../components/ui/label';
import { LoadingSkeleton } from '../../../components/ui/loading-skeleton';
import { TextField } from '../../../components/ui/text-field';
import { Textarea } from '../../../components/ui/textarea';
import { useBusiness } from '../../../lib/api/business/get-business';
import { useUpdateBusiness } from '../api/update-business';

const fields = [
  'name',
  'description',
  'phone',
  'email',
  'website',
  'address',
  'city',
  'state',
  'zip',
  'hoursText',
] as const;
type Field = (typeof fields)[number];

/** The form speaks text; an empty optional field is "none" (null) for the server, which checks the rest. */
const formSchema = z.object({
  name: z.string().trim().min(1, 'Business name is required').max(255),
  description: z.string(),
  phone: z.string(),
  email: z
    .string()
    .trim()
    .refine((v) => v === '' || z.email().safeParse(v).success, 'Valid email is required'),
  website: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  hoursText: z.string(),
});
type FormValues = z.infer<typeof formSchema>;

/** Settings → Business (owners and admins): what the booking page, receipts and emails show. */
export function BusinessProfileSection() {
  const business = useBusiness();
  if (business.isPending) {
    return <LoadingSkeleton label="Loading business…" bars={['h-48']} />;
  }
  if (business.isError) return <ErrorState error={business.error} onRetry={() => business.refetch()} />;
  return <BusinessProfileForm business={business.data} />;
}

function BusinessProfileForm({ business }: { business: BusinessProfile }) {
  const defaults = Object.fromEntries(fields.map((f) => [f, business[f] ?? ''])) as FormValues;
  const form = useForm<FormValues>({ resolver: zodResolver(formSchema), defaultValues: defaults });
  const { errors } = form.formState;
  const update = useUpdateBusiness();

  const submit = useFormDraft({
    id: 'business',
    label: 'Business details',
    form,
    fields,
    save: async (values) => {
      const input = Object.fromEntries(
        fields.map((f) => [
          f,
          f === 'name' ? values.name.trim() : values[f].trim() === '' ? null : values[f].trim(),
        ]),
      );
      const saved = await update.mutateAsync(input);
      form.reset(Object.fromEntries(fields.map((f) => [f, saved[f] ?? ''])) as FormValues);
    },
  });

  const text = (name: Field, label: string, props: Record<string, string> = {}) => (
    <TextField label={label} error={errors[name]?.message} {...props} {...form.register(name)} />
  );

  return (
    <form noValidate aria-label="Business details" onSubmit={submit} className="grid gap-4">
      {text('name', 'Business name', { autoComplete: 'organization' })}
      <div className="grid gap-1.5">
        <Label htmlFor="business-description">Description (optional)</Label>
        <Textarea id="business-description" rows={3} {...form.register('description')} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {text('website', 'Website (optional)', { autoComplete: 'url' })}
        {text('phone', 'Phone (optional)', { type: 'tel', autoComplete: 'tel' })}
        {text('email', 'Public contact email (optional)', {
          type: 'email',
          autoComplete: 'email',
          hint: 'Shown to clients on your pages and receipts. Your sign-in email stays private.',
        })}
      </div>
      {text('address', 'Address (optional)', { autoComplete: 'street-address' })}
      <div className="grid gap-4 sm:grid-cols-3">
        {text('city', 'City (optional)', { autoComplete: 'address-level2' })}
        {text('state', 'State (optional)', { autoComplete: 'address-level1' })}
        {text('zip', 'ZIP (optional)', { autoComplete: 'postal-code' })}
      </div>
      {text('hoursText', 'Hours shown to clients (optional)', {
        placeholder: 'Tue–Sat 9am–6pm',
        hint: "Leave empty to show your team's weekly hours from their availability",
      })}
      <EnterSaves />
    </form>
  );
}
