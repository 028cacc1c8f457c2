import { format, parseISO } from 'date-fns';
import type { ClientAppointment } from '../../../../contract/portal';
import { cancellationClosedMessage } from '../../../../contract/portal';
import { Button } from '../../../components/ui/button';
import { formatTimeOfDay } from '../../../lib/format-day';
import { formatMoney } from '../../../lib/money';
import { PortalStatusBadge } from './portal-status-badge';

type AppointmentRowProps = {
  appointment: ClientAppointment;
  upcoming: boolean;
  cutoffHours: number;
  onCancel: (appointment: ClientAppointment) => void;
  onReschedule: (appointment: ClientAppointment) => void;
  /** The booking page, filled in with this visit's service and staff member. */
  onBookAgain: (again: NonNullable<ClientAppointment['bookAgain']>) => void;
};

const OPEN_STATUSES = new Set(['pending', 'confirmed']);

/**
 * Service, date, time and status; an upcoming one can be moved (a single service) or cancelled until the
 * business's cut-off.
 */
export function AppointmentRow({
  appointment,
  upcoming,
  cutoffHours,
  onCancel,
  onReschedule,
  onBookAgain,
}: AppointmentRowProps) {
  const open = upcoming && OPEN_STATUSES.has(appointment.status);
  const label = `${appointment.service.name} on ${format(parseISO(appointment.appointmentDate), 'MMMM d')}`;
  return (
    <li className="grid gap-2 p-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center">
      <div className="grid gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-medium text-slate-900">{appointment.service.name}</p>
          <PortalStatusBadge status={appointment.status} />
        </div>
        <p className="text-sm text-slate-700">
          {format(parseISO(appointment.appointmentDate), 'EEEE, MMMM d, yyyy')} at{' '}
          {formatTimeOfDay(appointment.appointmentTime)}
          {' · '}
          {appointment.service.duration} min · {formatMoney(appointment.service.price)}
        </p>
        {open && !appointment.canCancel ? (
          <p className="text-sm text-slate-600">{cancellationClosedMessage(cutoffHours)}</p>
        ) : null}
      </div>
      {!open && appointment.bookAgain ? (
        <Button
          variant="outline"
          size="sm"
          className="justify-self-start"
          aria-label={`Book ${label} again`}
          onClick={() => appointment.bookAgain && onBookAgain(appointment.bookAgain)}
        >
          Book again
        </Button>
      ) : null}
      {open && (appointment.canCancel || appointment.canReschedule) ? (
        <div className="flex flex-wrap gap-2">
          {appointment.canReschedule ? (
            <Button
              variant="outline"
              size="sm"
              aria-label={`Reschedule ${label}`}
              onClick={() => onReschedule(appointment)}
            >
              Reschedule
            </Button>
          ) : null}
          {appointment.canCancel ? (
            <Button variant="outline" size="sm" onClick={() => onCancel(appointment)}>
              Cancel appointment
            </Button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
