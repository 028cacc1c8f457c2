import { type ComponentProps, type FormEvent, useState } from 'react';
import type { AppointmentItem } from '../../../../contract/appointments';
import { Field } from '../../../components/appointments/field';
import { NotifyClientField } from '../../../components/appointments/notify-client-field';
import { FreeTimesSelect } from '../../../components/appointments/time-select';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { FormDialogFooter } from '../../../components/ui/form-dialog-footer';
import { TextField } from '../../../components/ui/text-field';
import { useUpdateAppointment } from '../../../lib/api/appointments/update-appointment';
import { errorMessage } from '../../../lib/error-message';
import { formatShortDay, formatTimeOfDay } from '../../../lib/format-day';
import { useNotifyClientChoice } from '../../../lib/notify-client';
import { toast } from '../../../lib/toast';
import { useRescheduleSlots } from '../api/get-reschedule-slots';

type RescheduleDialogProps = {
  appointment: AppointmentItem | null;
  onClose: () => void;
};

/** Moves an appointment to a free time of the same staff member on any day (its own time counts as free). */
export function RescheduleDialog({ appointment, onClose }: RescheduleDialogProps) {
  return (
    <Dialog open={appointment !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title="Reschedule Appointment"
        description={appointment ? `${appointment.client.name} · ${appointment.service.name}` : undefined}
      >
        {appointment ? <RescheduleForm appointment={appointment} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function RescheduleForm({ appointment, onDone }: { appointment: AppointmentItem; onDone: () => void }) {
  const [date, setDate] = useState(appointment.date);
  const [startTime, setStartTime] = useState('');
  const [error, setError] = useState<{ date?: string; startTime?: string }>({});
  const update = useUpdateAppointment();
  const [notify, setNotify] = useNotifyClientChoice();
  const staffName = `${appointment.staff.firstName} ${appointment.staff.lastName}`.trim();

  const save = (event: FormEvent) => {
    event.preventDefault();
    const missing = {
      date: date ? undefined : 'Please select a date',
      startTime: startTime ? undefined : 'Please select a time',
    };
    setError(missing);
    if (missing.date || missing.startTime) return;
    update.mutate(
      { id: appointment.id, changes: { date, startTime, notifyClient: notify } },
      {
        onSuccess: () => {
          toast({
            type: 'success',
            title: 'Appointment updated successfully',
            message: notify ? `${appointment.client.name} has been notified.` : undefined,
          });
          onDone();
        },
        onError: (err) =>
          toast({
            type: 'error',
            title: 'Error',
            message: errorMessage(err, 'Failed to update appointment'),
          }),
      },
    );
  };

  return (
    <form noValidate aria-label="Reschedule Appointment" onSubmit={save} className="grid gap-4">
      <p className="text-sm text-slate-600">{`Now: ${formatShortDay(appointment.date)}, ${formatTimeOfDay(appointment.startTime)} - ${formatTimeOfDay(appointment.endTime)} with ${staffName}`}</p>
      <TextField
        label="New date"
        type="date"
        value={date}
        error={error.date}
        onChange={(event) => {
          setDate(event.target.value);
          setStartTime('');
        }}
      />
      <Field label={`New time (with ${staffName})`} error={error.startTime}>
        <RescheduleTimeSelect
          appointmentId={appointment.id}
          date={date || undefined}
          value={startTime}
          onChange={(event) => setStartTime(event.target.value)}
        />
      </Field>
      <NotifyClientField clientName={appointment.client.name} checked={notify} onChange={setNotify} />
      <FormDialogFooter onCancel={onDone} pending={update.isPending} label="Reschedule" />
    </form>
  );
}

type RescheduleTimeSelectProps = ComponentProps<'select'> & { appointmentId: number; date?: string };

/**
 * The staff member's free start times of the chosen day with this appointment's own time counted as free,
 * so a 60-minute 10:00 appointment can move to 10:30; the spec's fixed grid only if the call fails.
 */
function RescheduleTimeSelect({ appointmentId, date, ...selectProps }: RescheduleTimeSelectProps) {
  const slots = useRescheduleSlots({ appointmentId, date });
  return <FreeTimesSelect slots={slots} missing={date ? null : 'Pick a date'} {...selectProps} />;
}
