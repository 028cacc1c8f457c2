import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  BOOKING_WINDOW_DAYS,
  type BusinessProfile,
  formatNotice,
  MIN_NOTICE_MINUTES,
  slugSchema,
} from '../../../../contract/business';
import { timeFormats } from '../../../../contract/time-format';
import { Field } from '../../../components/appointments/field';
import { EnterSaves } from '../../../components/settings-draft/enter-saves';
import { useFormDraft } from '../../../components/settings-draft/use-form-draft';
import { NativeSelect } from '../../../components/ui/native-select';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { formatTimeOfDay } from '../../../lib/format-day';
import { useUpdateBusiness } from '../api/update-business';
import { BusinessSettingsLoader } from './business-settings-loader';

const wholeNumber = (label: string, { min, max }: { min: number; max: number }) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, `${label} must be a whole number`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `${label} must be between ${min} and ${max}`);

const formSchema = z.object({
  slug: slugSchema,
  bookingWindowDays: wholeNumber('Booking window', BOOKING_WINDOW_DAYS),
  minNoticeMinutes: wholeNumber('Minimum notice', MIN_NOTICE_MINUTES),
  timeFormat: z.enum(timeFormats, { error: 'Choose the 12-hour or the 24-hour clock' }),
});
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;
const fields = ['slug', 'bookingWindowDays', 'minNoticeMinutes', 'timeFormat'] as const;

const valuesOf = (b: BusinessProfile): FormInput => ({
  slug: b.slug,
  bookingWindowDays: String(b.bookingWindowDays),
  minNoticeMinutes: String(b.minNoticeMinutes),
  timeFormat: b.timeFormat,
});

/** The public booking page's address for a slug, on this server. */
export const bookingLinkFor = (slug: string) =>
  `${window.location.origin}/booking?business=${encodeURIComponent(slug)}`;

/** Settings → Booking settings (owners, admins, managers): the public link and when clients may book. */
export function BookingSettingsSection() {
  return (
    <BusinessSettingsLoader label="Loading booking settings…">
      {(business) => <BookingSettingsForm business={business} />}
    </BusinessSettingsLoader>
  );
}

function BookingSettingsForm({ business }: { business: BusinessProfile }) {
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: valuesOf(business),
  });
  const { errors } = form.formState;
  const update = useUpdateBusiness();
  const notice = Number(form.watch('minNoticeMinutes'));
  const link = bookingLinkFor(business.slug);

  const submit = useFormDraft({
    id: 'booking-settings',
    label: 'Booking settings',
    form,
    fields,
    save: async (values) => form.reset(valuesOf(await update.mutateAsync(values))),
    placeError: (error) => {
      if (!(error instanceof ApiError && error.status === 409)) return false;
      form.setError('slug', { type: 'server', message: errorMessage(error) }, { shouldFocus: true });
      return true;
    },
  });

  return (
    <form noValidate aria-label="Booking settings" onSubmit={submit} className="grid gap-4">
      <TextField
        label="Booking link"
        autoComplete="off"
        spellCheck={false}
        hint="Lowercase letters, digits and hyphens. Your link stays the same until you change this."
        error={errors.slug?.message}
        {...form.register('slug')}
      />
      <p className="text-sm text-slate-700">
        Clients book at{' '}
        <a
          href={link}
          target="_blank"
          rel="noreferrer"
          className="break-all font-medium text-primary-700 underline"
        >
          {link}
        </a>
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Booking window (days)"
          type="number"
          inputMode="numeric"
          min={BOOKING_WINDOW_DAYS.min}
          max={BOOKING_WINDOW_DAYS.max}
          hint="How far ahead clients may book online"
          error={errors.bookingWindowDays?.message}
          {...form.register('bookingWindowDays')}
        />
        <TextField
          label="Minimum notice (minutes)"
          type="number"
          inputMode="numeric"
          min={MIN_NOTICE_MINUTES.min}
          max={MIN_NOTICE_MINUTES.max}
          step={15}
          hint={
            Number.isInteger(notice) && notice > 0
              ? `Clients book at least ${formatNotice(notice)} ahead`
              : 'Clients may book any time still open today'
          }
          error={errors.minNoticeMinutes?.message}
          {...form.register('minNoticeMinutes')}
        />
      </div>
      <Field label="Time format" error={errors.timeFormat?.message}>
        <NativeSelect {...form.register('timeFormat')}>
          <option value="12h">{`12-hour (${formatTimeOfDay('14:30', '12h')})`}</option>
          <option value="24h">{`24-hour (${formatTimeOfDay('14:30', '24h')})`}</option>
        </NativeSelect>
      </Field>
      <p className="-mt-2 text-xs text-slate-600">
        How times are written everywhere: your calendar and lists, your booking page and your clients' pages.
      </p>
      <p className="text-sm text-slate-700">
        Clients may cancel online up to {business.cancellationCutoffHours} hours before; change that under{' '}
        <a href="#client-portal" className="font-medium text-primary-700 underline">
          Client portal
        </a>
        . You and your team can still book any time from the calendar.
      </p>
      <EnterSaves />
    </form>
  );
}
