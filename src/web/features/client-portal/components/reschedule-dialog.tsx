import { format, parseISO } from 'date-fns';
import { useId, useState } from 'react';
import type { ClientAppointment } from '../../../../contract/portal';
import { ErrorAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '../../../components/ui/dialog';
import { ErrorState } from '../../../components/ui/error-state';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { LoadingSkeleton } from '../../../components/ui/loading-skeleton';
import { errorMessage } from '../../../lib/error-message';
import { formatTimeOfDay } from '../../../lib/format-day';
import { toast } from '../../../lib/toast';
import { useRescheduleSlots } from '../api/get-reschedule-slots';
import { useReschedulePortalAppointment } from '../api/reschedule-appointment';

/** Today's date ('YYYY-MM-DD') where the business is: the earliest day the picker offers. */
function todayIn(timezone: string): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone: timezone }).format(new Date());
  } catch {
    return format(new Date(), 'yyyy-MM-dd');
  }
}

type RescheduleDialogProps = {
  token: string;
  /** The appointment being moved; null keeps the dialog closed. */
  appointment: ClientAppointment | null;
  onClose: () => void;
};

/** Pick a day, then one of its free times with the same staff member, and confirm the new time. */
export function RescheduleDialog({ token, appointment, onClose }: RescheduleDialogProps) {
  return (
    <Dialog open={appointment !== null} onOpenChange={(open) => !open && onClose()}>
      {appointment ? (
        <DialogContent
          title="Reschedule appointment"
          description={`${appointment.service.name}, now ${format(parseISO(appointment.appointmentDate), 'EEEE, MMMM d')} at ${formatTimeOfDay(appointment.appointmentTime)}. Choose a new day and time.`}
        >
          <ReschedulePicker key={appointment.id} token={token} appointment={appointment} onDone={onClose} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function ReschedulePicker({
  token,
  appointment,
  onDone,
}: {
  token: string;
  appointment: ClientAppointment;
  onDone: () => void;
}) {
  const dateId = useId();
  const timesId = useId();
  const today = todayIn(appointment.timezone);
  // The appointment's own day, or today if that has passed (dates as 'YYYY-MM-DD' sort as days).
  const [date, setDate] = useState([today, appointment.appointmentDate].sort()[1] ?? today);
  const [time, setTime] = useState<string | null>(null);
  const slots = useRescheduleSlots(token, appointment.id, date);
  const reschedule = useReschedulePortalAppointment(token);
  const unchanged = date === appointment.appointmentDate && time === appointment.appointmentTime;

  const confirm = () => {
    if (!time) return;
    reschedule.mutate(
      { appointmentId: appointment.id, date, startTime: time },
      {
        onSuccess: () => {
          toast({ type: 'success', title: 'Appointment rescheduled' });
          onDone();
        },
        // A 409 (taken meanwhile, too late) stays in the dialog: the times are asked again.
        onError: () => {
          setTime(null);
          void slots.refetch();
        },
      },
    );
  };

  return (
    <div className="grid gap-4">
      <div className="grid gap-1.5">
        <Label htmlFor={dateId}>New date</Label>
        <Input
          id={dateId}
          type="date"
          min={today}
          value={date}
          required
          onChange={(event) => {
            setDate(event.target.value);
            setTime(null);
            reschedule.reset();
          }}
        />
      </div>
      <fieldset className="grid gap-2" aria-describedby={timesId}>
        <legend className="mb-1 text-sm font-medium text-slate-900">Free times</legend>
        <TimeChoices
          date={date}
          slots={slots}
          selected={time}
          current={date === appointment.appointmentDate ? appointment.appointmentTime : null}
          onSelect={(startTime) => {
            setTime(startTime);
            reschedule.reset();
          }}
        />
        <p id={timesId} className="sr-only">
          Times are in the business's time zone ({appointment.timezone}).
        </p>
      </fieldset>
      {reschedule.isError ? (
        <ErrorAlert>{errorMessage(reschedule.error, 'Could not move the appointment')}</ErrorAlert>
      ) : null}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Keep current time</Button>
        </DialogClose>
        <Button onClick={confirm} disabled={!time || unchanged || reschedule.isPending}>
          {reschedule.isPending ? 'Moving…' : 'Confirm new time'}
        </Button>
      </DialogFooter>
    </div>
  );
}

function TimeChoices({
  date,
  slots,
  selected,
  current,
  onSelect,
}: {
  date: string;
  slots: ReturnType<typeof useRescheduleSlots>;
  selected: string | null;
  current: string | null;
  onSelect: (startTime: string) => void;
}) {
  if (date === '') return <p className="text-sm text-slate-600">Choose a date to see its free times.</p>;
  if (slots.isPending) {
    return (
      <LoadingSkeleton
        label="Loading free times…"
        className="grid grid-cols-3 gap-2"
        bars={['h-10', 'h-10', 'h-10']}
      />
    );
  }
  if (slots.isError) return <ErrorState error={slots.error} onRetry={() => slots.refetch()} />;
  if (slots.data.slots.length === 0) {
    return <p className="text-sm text-slate-600">No free times on this day. Try another date.</p>;
  }
  return (
    <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4">
      {slots.data.slots.map((slot) => (
        <li key={slot.startTime}>
          <Button
            type="button"
            className="w-full"
            variant={selected === slot.startTime ? 'primary' : 'outline'}
            aria-pressed={selected === slot.startTime}
            aria-label={
              slot.startTime === current
                ? `${formatTimeOfDay(slot.startTime)} (current time)`
                : formatTimeOfDay(slot.startTime)
            }
            onClick={() => onSelect(slot.startTime)}
          >
            {formatTimeOfDay(slot.startTime)}
          </Button>
        </li>
      ))}
    </ul>
  );
}
