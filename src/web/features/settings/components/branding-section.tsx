import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { type BrandingInput, type BusinessProfile, brandingSchema } from '../../../../contract/business';
import { hasFeature } from '../../../../contract/plans';
import { FeatureGate } from '../../../components/plan/feature-gate';
import { EnterSaves } from '../../../components/settings-draft/enter-saves';
import { useFormDraft } from '../../../components/settings-draft/use-form-draft';
import { ErrorState } from '../../../components/ui/error-state';
import { ImageUploadField } from '../../../components/ui/image-upload-field';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { LoadingSkeleton } from '../../../components/ui/loading-skeleton';
import { readableAccent } from '../../../lib/accent-color';
import { useBusiness } from '../../../lib/api/business/get-business';
import { useSubscription } from '../../../lib/subscription';
import { useUpdateBranding } from '../api/update-branding';

const DEFAULT_ACCENT = '#4f46e5';
const emptyToNull = (value: string) => (value.trim() === '' ? null : value);

/** The form speaks text; an empty field is "none" (null) for the server. */
const brandingFormSchema = z.object({
  logoUrl: z.string().transform(emptyToNull).pipe(brandingSchema.shape.logoUrl),
  accentColor: z.string().transform(emptyToNull).pipe(brandingSchema.shape.accentColor),
});
type BrandingFormValues = { logoUrl: string; accentColor: string };

/** Settings → Branding (owners and admins, plan feature custom_branding): logo and accent colour. */
export function BrandingSection() {
  const plan = useSubscription();
  if (!hasFeature(plan, 'custom_branding')) {
    return (
      <FeatureGate
        compact
        plan={plan}
        description="Put your logo and colour on the page clients book from, on the Enterprise plan."
      />
    );
  }
  return <Branding />;
}

function Branding() {
  const business = useBusiness();
  if (business.isPending) {
    return <LoadingSkeleton label="Loading branding…" bars={['h-32']} />;
  }
  if (business.isError) return <ErrorState error={business.error} onRetry={() => business.refetch()} />;
  return <BrandingForm business={business.data} />;
}

function BrandingForm({ business }: { business: BusinessProfile }) {
  const form = useForm<BrandingFormValues, unknown, BrandingInput>({
    resolver: zodResolver(brandingFormSchema),
    defaultValues: { logoUrl: business.logoUrl ?? '', accentColor: business.accentColor ?? '' },
  });
  const { errors } = form.formState;
  const update = useUpdateBranding();
  const accentText = form.watch('accentColor');
  const logoUrl = form.watch('logoUrl');
  const accent = readableAccent(accentText);

  const submit = useFormDraft({
    id: 'branding',
    label: 'Branding',
    form,
    fields: ['logoUrl', 'accentColor'],
    save: async (values) => {
      const saved = await update.mutateAsync(values);
      form.reset({ logoUrl: saved.logoUrl ?? '', accentColor: saved.accentColor ?? '' });
    },
  });

  return (
    <form noValidate aria-label="Branding" onSubmit={submit} className="grid gap-4">
      <ImageUploadField
        label="Logo (optional)"
        target="logo"
        value={logoUrl}
        onChange={(address) =>
          form.setValue('logoUrl', address ?? '', { shouldDirty: true, shouldValidate: true })
        }
        uploadLabel="Upload logo"
        fit="contain"
        hint="A PNG with a transparent background looks best; shown at most 512 pixels wide."
        error={errors.logoUrl?.message}
      />
      <div className="grid gap-1.5">
        <Label htmlFor="accent-color">Accent colour (optional)</Label>
        <div className="flex items-center gap-2">
          <input
            type="color"
            aria-label="Pick accent colour"
            value={/^#[0-9a-fA-F]{6}$/.test(accentText) ? accentText.toLowerCase() : DEFAULT_ACCENT}
            onChange={(event) =>
              form.setValue('accentColor', event.target.value, { shouldDirty: true, shouldValidate: true })
            }
            className="h-10 w-12 shrink-0 cursor-pointer rounded-md border border-slate-300 bg-white p-1"
          />
          <Input
            id="accent-color"
            placeholder="#4f46e5"
            maxLength={7}
            aria-invalid={errors.accentColor ? true : undefined}
            aria-describedby={
              errors.accentColor ? 'accent-color-hint accent-color-error' : 'accent-color-hint'
            }
            className="max-w-40 font-mono"
            {...form.register('accentColor')}
          />
        </div>
        <p id="accent-color-hint" className="text-xs text-slate-600">
          A hex colour such as #4f46e5 for your booking page's buttons and heading. Pale colours are darkened
          so text on them stays readable.
        </p>
        {errors.accentColor ? (
          <p id="accent-color-error" className="text-sm text-red-700">
            {errors.accentColor.message}
          </p>
        ) : null}
      </div>
      {accent ? (
        <div className="flex flex-wrap items-center gap-3 text-sm text-slate-600">
          Preview:
          <span className="rounded-md px-4 py-2 font-medium text-white" style={{ backgroundColor: accent }}>
            Book Appointment
          </span>
        </div>
      ) : null}
      <EnterSaves />
      <div>
        <a
          href={`/booking?business=${business.slug}`}
          target="_blank"
          rel="noreferrer"
          className="text-sm font-medium text-primary-700 underline-offset-4 hover:underline"
        >
          See your booking page
        </a>
      </div>
    </form>
  );
}
