import { TZDate } from '@date-fns/tz';
import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogTrigger } from '../../../components/ui/dialog';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { TextField } from '../../../components/ui/text-field';
import { useStaff } from '../../../lib/api/services/get-staff';
import { applyFieldErrors } from '../../../lib/apply-field-errors';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast';
import { useCreateTimeEntry } from '../api/time-entries';

type FormValues = {
  staffId: string;
  date: string;
  start: string;
  end: string;
  breakTime: string;
  notes: string;
};

/** The instant of a business-local date and time. */
function instantOf(date: string, time: string, timezone: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  return new Date(new TZDate(y, m - 1, d, hh, mm, timezone).getTime()).toISOString();
}

/** A manager adds a finished shift by hand (a forgotten clock-in); times are the business's. */
export function AddEntryDialog({ timezone, today }: { timezone: string; today: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const staff = useStaff();
  const create = useCreateTimeEntry();
  const form = useForm<FormValues>({
    defaultValues: { staffId: '', date: today, start: '09:00', end: '17:00', breakTime: '30', notes: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((v) => {
    if (!v.staffId) {
      form.setError('staffId', { message: 'Choose a staff member' });
      return;
    }
    // An end before the start is the next morning: a night shift.
    const endDate =
      v.end <= v.start
        ? new Date(Date.parse(`${v.date}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
        : v.date;
    create.mutate(
      {
        staffId: Number(v.staffId),
        clockIn: instantOf(v.date, v.start, timezone),
        clockOut: instantOf(endDate, v.end, timezone),
        breakTime: Number(v.breakTime || 0),
        notes: v.notes.trim() || null,
      },
      {
        onSuccess: () => {
          toast({ type: 'success', title: 'Time entry added' });
          setOpen(false);
          form.reset();
        },
        onError: (error) => {
          const mapped = applyFieldErrors(error, form.setError, ['staffId', 'breakTime', 'notes']);
          if (!mapped) toast({ type: 'error', title: 'Error', message: errorMessage(error) });
        },
      },
    );
  });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Plus aria-hidden="true" />
          Add entry
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Add a time entry"
        description={`Times in ${timezone}. An end before the start ends the next day.`}
      >
        <form noValidate aria-label="Add a time entry" onSubmit={submit} className="grid gap-4">
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-staff`}>Staff member</Label>
            <NativeSelect
              id={`${id}-staff`}
              aria-invalid={errors.staffId ? true : undefined}
              {...form.register('staffId')}
            >
              <option value="">Choose a staff member</option>
              {(staff.data ?? []).map((s) => (
                <option key={s.id} value={s.id}>
                  {s.firstName} {s.lastName}
                </option>
              ))}
            </NativeSelect>
            {errors.staffId ? <p className="text-sm text-red-700">{errors.staffId.message}</p> : null}
          </div>
          <TextField label="Date" type="date" {...form.register('date', { required: true })} />
          <div className="grid grid-cols-2 gap-3">
            <TextField label="Clock in" type="time" {...form.register('start', { required: true })} />
            <TextField label="Clock out" type="time" {...form.register('end', { required: true })} />
          </div>
          <TextField
            label="Break (minutes)"
            type="number"
            min={0}
            max={1440}
            error={errors.breakTime?.message}
            {...form.register('breakTime')}
          />
          <TextField label="Notes (optional)" error={errors.notes?.message} {...form.register('notes')} />
          <DialogFooter>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? 'Adding...' : 'Add entry'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
