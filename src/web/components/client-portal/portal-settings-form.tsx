import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { type PortalSettings, portalSettingsSchema } from '../../../contract/portal';
import { usePortalSettings, useUpdatePortalSettings } from '../../lib/api/client-portal/portal-settings';
import { EnterSaves } from '../settings-draft/enter-saves';
import { useFormDraft } from '../settings-draft/use-form-draft';
import { ErrorState } from '../ui/error-state';
import { LoadingSkeleton } from '../ui/loading-skeleton';
import { TextField } from '../ui/text-field';

/** Settings > Client portal: how many hours before an appointment clients may still cancel online. */
export function PortalSettingsSection() {
  const settings = usePortalSettings();
  if (settings.isPending) {
    return <LoadingSkeleton label="Loading client portal settings…" bars={['h-16']} />;
  }
  if (settings.isError) return <ErrorState error={settings.error} onRetry={() => settings.refetch()} />;
  return <PortalSettingsForm settings={settings.data} />;
}

function PortalSettingsForm({ settings }: { settings: PortalSettings }) {
  const form = useForm<{ cancellationCutoffHours: unknown }, unknown, PortalSettings>({
    resolver: zodResolver(portalSettingsSchema),
    defaultValues: { cancellationCutoffHours: String(settings.cancellationCutoffHours) },
  });
  const update = useUpdatePortalSettings();
  const submit = useFormDraft({
    id: 'client-portal',
    label: 'Client portal',
    form,
    fields: ['cancellationCutoffHours'],
    save: async (values) => {
      const saved = await update.mutateAsync(values);
      form.reset({ cancellationCutoffHours: String(saved.cancellationCutoffHours) });
    },
  });
  return (
    <form noValidate aria-label="Client portal" onSubmit={submit} className="grid gap-3 sm:max-w-sm">
      <TextField
        label="Cancellation cut-off (hours)"
        type="number"
        inputMode="numeric"
        min={0}
        max={336}
        hint="Clients can cancel online until this many hours before the appointment starts."
        error={form.formState.errors.cancellationCutoffHours?.message}
        {...form.register('cancellationCutoffHours')}
      />
      <EnterSaves />
    </form>
  );
}
