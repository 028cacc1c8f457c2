import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { type JoinWaitlistInput, joinWaitlistSchema } from '../../../../contract/waitlist';
import { Field } from '../../../components/appointments/field';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { FormDialogFooter } from '../../../components/ui/form-dialog-footer';
import { NativeSelect } from '../../../components/ui/native-select';
import { TextField } from '../../../components/ui/text-field';
import { useServices } from '../../../lib/api/services/get-services';
import { applyFieldErrors } from '../../../lib/apply-field-errors';
import { errorMessage } from '../../../lib/error-message';
import { formatShortDay } from '../../../lib/format-day';
import { toast } from '../../../lib/toast';
import { useAddToWaitlist } from '../api/get-waitlist';

const FIELDS = [
  'clientName',
  'clientEmail',
  'clientPhone',
  'serviceId',
  'earliestTime',
  'latestTime',
] as const;
const emptyToNull = (value: string) => value?.trim() || null;

/**
 * "Add to waitlist" on the day view (issue 33): a caller who wants this day waits for a time to free up,
 * as if they had joined from the booking page; they are emailed an offer when one does.
 */
export function AddToWaitlistDialog({
  date,
  open,
  onOpenChange,
}: {
  date: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const services = useServices();
  const add = useAddToWaitlist();
  const blank = {
    date,
    clientName: '',
    clientEmail: '',
    clientPhone: null,
    earliestTime: null,
    latestTime: null,
  };
  const form = useForm<JoinWaitlistInput>({
    resolver: zodResolver(joinWaitlistSchema),
    defaultValues: blank,
  });
  const { errors } = form.formState;
  // biome-ignore lint/correctness/useExhaustiveDependencies: each opening starts blank, for the day shown.
  useEffect(() => {
    if (open) form.reset(blank);
  }, [open, date]);

  const submit = form.handleSubmit((values) => {
    add.mutate(
      { ...values, date },
      {
        onSuccess: (entry) => {
          toast({
            type: 'success',
            title: 'Added to the waitlist',
            message: `${entry.clientName} waits for ${formatShortDay(date)}; they are emailed if a time frees up.`,
          });
          onOpenChange(false);
        },
        onError: (error) => {
          if (!applyFieldErrors(error, form.setError, FIELDS)) {
            toast({
              type: 'error',
              title: 'Error',
              message: errorMessage(error, 'Failed to add to the waitlist'),
            });
          }
        },
      },
    );
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Add to waitlist" description={`For ${formatShortDay(date)}`}>
        <form noValidate aria-label="Add to waitlist" onSubmit={submit} className="grid gap-4">
          <TextField
            label="Client name"
            error={errors.clientName?.message}
            {...form.register('clientName')}
          />
          <TextField
            label="Client email"
            type="email"
            error={errors.clientEmail?.message}
            {...form.register('clientEmail')}
          />
          <TextField
            label="Phone (optional)"
            type="tel"
            error={errors.clientPhone?.message}
            {...form.register('clientPhone', { setValueAs: emptyToNull })}
          />
          <Field label="Service" error={errors.serviceId?.message}>
            <NativeSelect
              {...form.register('serviceId', { setValueAs: (value) => (value ? Number(value) : undefined) })}
            >
              <option value="">Select a service</option>
              {services.data?.map((service) => (
                <option key={service.id} value={service.id}>
                  {`${service.name} (${service.duration} min)`}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <div className="grid grid-cols-2 items-start gap-4">
            <TextField
              label="Earliest (optional)"
              type="time"
              error={errors.earliestTime?.message}
              {...form.register('earliestTime', { setValueAs: emptyToNull })}
            />
            <TextField
              label="Latest (optional)"
              type="time"
              error={errors.latestTime?.message}
              {...form.register('latestTime', { setValueAs: emptyToNull })}
            />
          </div>
          <FormDialogFooter
            onCancel={() => onOpenChange(false)}
            pending={add.isPending}
            label="Add to waitlist"
            pendingLabel="Adding..."
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
