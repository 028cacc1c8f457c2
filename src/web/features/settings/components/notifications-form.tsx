import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { BusinessProfile } from '../../../../contract/business';
import { hasFeature, plansWith } from '../../../../contract/plans';
import { EnterSaves } from '../../../components/settings-draft/enter-saves';
import { useFormDraft } from '../../../components/settings-draft/use-form-draft';
import { Checkbox } from '../../../components/ui/checkbox';
import { useUpdateBusiness } from '../api/update-business';
import { BusinessSettingsLoader } from './business-settings-loader';

const PREFERENCES = [
  {
    name: 'emailClientConfirmations',
    label: 'Booking confirmations',
    description: 'When an appointment is booked, online or by your team',
  },
  {
    name: 'emailClientReminders',
    label: 'Appointment reminders',
    description: 'A day before, for appointments booked further ahead',
  },
  {
    name: 'emailClientReceipts',
    label: 'Sale receipts',
    description: 'When a sale names a client with an email address',
  },
  {
    name: 'emailClientReviewRequests',
    label: 'Review requests',
    description: 'After every completed visit, a single-use link to review it (clients may opt out)',
  },
] as const;
type FormValues = Record<(typeof PREFERENCES)[number]['name'], boolean>;

const valuesOf = (b: BusinessProfile): FormValues => ({
  emailClientConfirmations: b.emailClientConfirmations,
  emailClientReminders: b.emailClientReminders,
  emailClientReceipts: b.emailClientReceipts,
  emailClientReviewRequests: b.emailClientReviewRequests,
});

/** Settings → Notifications (owners, admins, managers): which emails go to clients. */
export function NotificationsSection() {
  return (
    <BusinessSettingsLoader label="Loading notification settings…">
      {(business) => <NotificationsForm business={business} />}
    </BusinessSettingsLoader>
  );
}

function NotificationsForm({ business }: { business: BusinessProfile }) {
  const form = useForm<FormValues>({ defaultValues: valuesOf(business) });
  const update = useUpdateBusiness();
  const id = useId();
  const sends = hasFeature(business, 'email_notifications');

  const submit = useFormDraft({
    id: 'notifications',
    label: 'Notifications',
    form,
    fields: [],
    save: async (values) => form.reset(valuesOf(await update.mutateAsync(values))),
  });

  return (
    <form noValidate aria-label="Notifications" onSubmit={submit} className="grid gap-4">
      {sends ? null : (
        <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          Your plan sends no client emails; these apply once you are on {plansWith('email_notifications')}.
        </p>
      )}
      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-medium text-slate-900">Emails to clients</legend>
        {PREFERENCES.map((p) => (
          <div key={p.name} className="flex items-start gap-3">
            <Checkbox
              id={`${id}-${p.name}`}
              aria-describedby={`${id}-${p.name}-hint`}
              className="mt-0.5"
              {...form.register(p.name)}
            />
            <div className="grid gap-0.5">
              <label htmlFor={`${id}-${p.name}`} className="text-sm font-medium text-slate-900">
                {p.label}
              </label>
              <p id={`${id}-${p.name}-hint`} className="text-xs text-slate-600">
                {p.description}
              </p>
            </div>
          </div>
        ))}
      </fieldset>
      <p className="text-sm text-slate-700">
        Your team gets no booking emails: bookings waiting to be confirmed show in the notification bell.
      </p>
      <EnterSaves />
    </form>
  );
}
