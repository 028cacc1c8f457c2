import type { UseFormReturn } from 'react-hook-form';
import type { BookingFormInput, BookingFormValues } from '../../../../contract/public-forms';
import { Checkbox } from '../../../components/ui/checkbox';
import { Label } from '../../../components/ui/label';
import { TextField } from '../../../components/ui/text-field';
import { Textarea } from '../../../components/ui/textarea';

/** Who is coming, how to reach them, and anything they want the business to know. */
export function ClientFields({
  form,
}: {
  form: UseFormReturn<BookingFormInput, unknown, BookingFormValues>;
}) {
  const { errors } = form.formState;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Name"
          autoComplete="name"
          error={errors.clientName?.message}
          {...form.register('clientName')}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.clientEmail?.message}
          {...form.register('clientEmail')}
        />
      </div>
      <TextField
        label="Phone (optional)"
        type="tel"
        autoComplete="tel"
        error={errors.clientPhone?.message}
        {...form.register('clientPhone')}
      />
      <div className="grid gap-1.5">
        <Label htmlFor="booking-notes">Notes (optional)</Label>
        <Textarea id="booking-notes" rows={3} {...form.register('notes')} />
      </div>
      <div className="flex items-center gap-2">
        <Checkbox id="booking-reminder" {...form.register('sendReminder')} />
        <Label htmlFor="booking-reminder">Send me a reminder before the appointment</Label>
      </div>
    </>
  );
}
