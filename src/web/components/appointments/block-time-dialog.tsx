import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { type CreateBlockedTimeInput, createBlockedTimeSchema } from '../../../contract/availability';
import { useCreateBlockedTime } from '../../lib/api/appointments/create-blocked-time';
import { useStaff } from '../../lib/api/services/get-staff';
import { applyFieldErrors } from '../../lib/apply-field-errors';
import { errorMessage } from '../../lib/error-message';
import { formatShortDay, formatTimeOfDay } from '../../lib/format-day';
import { toast } from '../../lib/toast';
import { Dialog, DialogContent } from '../ui/dialog';
import { FormDialogFooter } from '../ui/form-dialog-footer';
import { NativeSelect } from '../ui/native-select';
import { TextField } from '../ui/text-field';
import { BlockedTimeList } from './blocked-time-list';
import { Field } from './field';

type BlockTimeDialogProps = { open: boolean; onOpenChange: (open: boolean) => void; today: string };

/** Block Time Slot: takes a span of one day out of the bookable times, for one person or everyone. */
export function BlockTimeDialog({ open, onOpenChange, today }: BlockTimeDialogProps) {
  const form = useForm<CreateBlockedTimeInput>({
    resolver: zodResolver(createBlockedTimeSchema),
    defaultValues: { date: today, startTime: '12:00', endTime: '13:00', staffId: null, reason: null },
  });
  const { errors } = form.formState;
  // The business's today may arrive after the first render (its timezone loads with the page), so each
  // opening starts from the current one rather than the value captured when the dialog was mounted.
  useEffect(() => {
    if (open) form.reset({ date: today, startTime: '12:00', endTime: '13:00', staffId: null, reason: null });
  }, [open, today, form]);
  const staff = useStaff();
  const block = useCreateBlockedTime();

  const submit = form.handleSubmit((values) => {
    block.mutate(values, {
      onSuccess: () => {
        toast({
          type: 'success',
          title: 'Time blocked',
          message: `${formatShortDay(values.date)}, ${formatTimeOfDay(values.startTime)} to ${formatTimeOfDay(values.endTime)}`,
        });
        form.reset();
        onOpenChange(false);
      },
      onError: (error) => {
        if (!applyFieldErrors(error, form.setError, ['date', 'startTime', 'endTime', 'staffId', 'reason'])) {
          toast({ type: 'error', title: 'Error', message: errorMessage(error, 'Failed to block time') });
        }
      },
    });
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Block Time Slot" description="Clients can't book this time.">
        <form noValidate aria-label="Block Time Slot" onSubmit={submit} className="grid gap-4">
          <TextField label="Date" type="date" error={errors.date?.message} {...form.register('date')} />
          <div className="grid grid-cols-2 items-start gap-4">
            <TextField
              label="Start time"
              type="time"
              error={errors.startTime?.message}
              {...form.register('startTime')}
            />
            <TextField
              label="End time"
              type="time"
              error={errors.endTime?.message}
              {...form.register('endTime')}
            />
          </div>
          <Field label="Staff member" error={errors.staffId?.message}>
            <NativeSelect
              {...form.register('staffId', { setValueAs: (value) => (value ? Number(value) : null) })}
            >
              <option value="">Everyone</option>
              {staff.data
                ?.filter((member) => member.isActive)
                .map((member) => (
                  <option key={member.id} value={member.id}>
                    {`${member.firstName} ${member.lastName}`.trim()}
                  </option>
                ))}
            </NativeSelect>
          </Field>
          <TextField
            label="Reason (optional)"
            error={errors.reason?.message}
            {...form.register('reason', { setValueAs: (value) => value?.trim() || null })}
          />
          <FormDialogFooter
            onCancel={() => onOpenChange(false)}
            pending={block.isPending}
            label="Block Time"
            pendingLabel="Blocking..."
          />
        </form>
        <BlockedTimeList today={today} />
      </DialogContent>
    </Dialog>
  );
}
