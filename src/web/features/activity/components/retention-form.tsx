import { useForm } from 'react-hook-form';
import {
  type AuditSettings,
  MAX_AUDIT_RETENTION_DAYS,
  MIN_AUDIT_RETENTION_DAYS,
} from '../../../../contract/audit';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { FieldShell } from '../../../components/ui/field-shell';
import { Input } from '../../../components/ui/input';
import { LoadingSkeleton } from '../../../components/ui/loading-skeleton';
import { applyFieldErrors } from '../../../lib/apply-field-errors';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast';
import { useActivitySettings } from '../api/get-activity-settings';
import { useUpdateActivitySettings } from '../api/update-activity-settings';

/** "Keep activity for N days": how long lines stay before the hourly purge takes them. */
export function RetentionSection() {
  const settings = useActivitySettings();
  if (settings.isPending) {
    return <LoadingSkeleton label="Loading how long activity is kept…" bars={['h-20']} />;
  }
  if (settings.isError) return <ErrorState error={settings.error} onRetry={() => settings.refetch()} />;
  return <RetentionForm settings={settings.data} />;
}

type FormValues = { retentionDays: string };

function RetentionForm({ settings }: { settings: AuditSettings }) {
  const form = useForm<FormValues>({ defaultValues: { retentionDays: String(settings.retentionDays) } });
  const update = useUpdateActivitySettings();
  const submit = form.handleSubmit(({ retentionDays }) =>
    update.mutate(
      // An empty box is 0 days: the server answers with the range, under the field.
      { retentionDays: Number(retentionDays) },
      {
        onSuccess: (saved) => {
          form.reset({ retentionDays: String(saved.retentionDays) });
          toast({ type: 'success', title: `Activity is kept for ${saved.retentionDays} days` });
        },
        onError: (error) => {
          if (!applyFieldErrors(error, form.setError, ['retentionDays']))
            toast({ type: 'error', title: 'Error', message: errorMessage(error) });
        },
      },
    ),
  );
  return (
    <form noValidate aria-label="Keep activity" onSubmit={submit}>
      <FieldShell
        label="Keep activity for (days)"
        hint={`From ${MIN_AUDIT_RETENTION_DAYS} days (about 13 months) to ${MAX_AUDIT_RETENTION_DAYS} (10 years)`}
        error={form.formState.errors.retentionDays?.message}
      >
        {(control) => (
          <div className="flex flex-wrap gap-3">
            <Input
              {...control}
              type="number"
              inputMode="numeric"
              min={MIN_AUDIT_RETENTION_DAYS}
              max={MAX_AUDIT_RETENTION_DAYS}
              step={1}
              className="w-32"
              {...form.register('retentionDays')}
            />
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? 'Saving...' : 'Save'}
            </Button>
          </div>
        )}
      </FieldShell>
    </form>
  );
}
