import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  CONSENT_UPDATED,
  staffConsentSourceLabels,
  staffConsentSources,
  updateMarketingConsentSchema,
} from '../../../../contract/consent';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { FormDialogFooter } from '../../../components/ui/form-dialog-footer';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { applyFieldErrors } from '../../../lib/apply-field-errors';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast';
import { useUpdateMarketingConsent } from '../api/update-marketing-consent';

// Radio buttons hold strings and the select starts empty; the request holds a boolean and a source.
const consentFormSchema = z.object({
  marketingOptIn: z.enum(['true', 'false']).transform((value) => value === 'true'),
  source: z.string().pipe(updateMarketingConsentSchema.shape.source),
});
type ConsentFormInput = z.input<typeof consentFormSchema>;
type ConsentFormValues = z.output<typeof consentFormSchema>;

const choices = [
  { value: 'true', label: 'Subscribed' },
  { value: 'false', label: 'Not subscribed' },
] as const;

type MarketingConsentDialogProps = {
  client: { id: number; marketingOptIn: boolean };
  onClose: () => void;
};

/** Staff record the client's yes or no to marketing email, and how the client gave it. */
export function MarketingConsentDialog({ client, onClose }: MarketingConsentDialogProps) {
  const id = useId();
  const form = useForm<ConsentFormInput, unknown, ConsentFormValues>({
    resolver: zodResolver(consentFormSchema),
    defaultValues: { marketingOptIn: client.marketingOptIn ? 'true' : 'false', source: '' },
  });
  const { errors } = form.formState;
  const update = useUpdateMarketingConsent(client.id);
  const subscribing = form.watch('marketingOptIn') === 'true';
  const sourceError = errors.source?.message;

  const submit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => {
        toast({ type: 'success', title: CONSENT_UPDATED });
        onClose();
      },
      onError: (error) => {
        if (applyFieldErrors(error, form.setError, ['marketingOptIn', 'source'])) return;
        toast({ type: 'error', title: 'Error', message: errorMessage(error, 'Failed to update consent') });
      },
    }),
  );

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title="Marketing consent"
        description="News and offers by email. Appointment confirmations and reminders are sent either way."
      >
        <form noValidate aria-label="Marketing consent" onSubmit={submit} className="grid gap-4">
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium text-slate-900">Marketing emails</legend>
            {choices.map((choice) => (
              <label
                key={choice.value}
                className="flex cursor-pointer items-center gap-2 text-sm text-slate-900"
              >
                <input
                  type="radio"
                  value={choice.value}
                  className="size-4 accent-primary-600"
                  {...form.register('marketingOptIn')}
                />
                {choice.label}
              </label>
            ))}
          </fieldset>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-source`}>
              {subscribing ? 'How did the client agree?' : 'How did the client ask?'}
            </Label>
            <NativeSelect
              id={`${id}-source`}
              aria-invalid={sourceError ? true : undefined}
              aria-describedby={sourceError ? `${id}-source-error` : undefined}
              {...form.register('source')}
            >
              <option value="" disabled>
                Choose one
              </option>
              {staffConsentSources.map((source) => (
                <option key={source} value={source}>
                  {staffConsentSourceLabels[source]}
                </option>
              ))}
            </NativeSelect>
            {sourceError ? (
              <p id={`${id}-source-error`} className="text-sm text-red-700">
                {sourceError}
              </p>
            ) : null}
          </div>
          <FormDialogFooter onCancel={onClose} pending={update.isPending} label="Save" />
        </form>
      </DialogContent>
    </Dialog>
  );
}
