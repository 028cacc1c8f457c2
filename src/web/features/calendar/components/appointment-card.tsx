import { Clock } from 'lucide-react';
import type { AppointmentItem } from '../../../../contract/appointments';
import { StatusBadge } from '../../../components/appointments/status-badge';
import { Button } from '../../../components/ui/button';
import { formatTimeOfDay } from '../../../lib/format-day';
import type { AppointmentActions } from './appointment-actions';

type AppointmentCardProps = { appointment: AppointmentItem; actions: AppointmentActions };

/** One of today's appointments (spec §2 Calendar: Today's Schedule). */
export function AppointmentCard({ appointment: a, actions }: AppointmentCardProps) {
  return (
    <li className="grid gap-2 rounded-lg border border-slate-200 p-3">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="truncate font-medium text-slate-900">{a.client.name}</p>
          <p className="truncate text-sm text-slate-600">{a.service.name}</p>
        </div>
        <StatusBadge status={a.status} />
      </div>
      <p className="flex items-center gap-1.5 text-sm text-slate-700">
        <Clock aria-hidden="true" className="size-4" />
        {`${formatTimeOfDay(a.startTime)} - ${formatTimeOfDay(a.endTime)}`}
      </p>
      {a.notes ? <p className="line-clamp-2 text-sm text-slate-600">{a.notes}</p> : null}
      <div className="flex gap-2">
        <Button
          variant="outline"
          size="sm"
          aria-label={`Reschedule ${a.client.name}'s appointment`}
          onClick={() => actions.reschedule(a)}
        >
          Reschedule
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Details of ${a.client.name}'s appointment`}
          onClick={() => actions.showDetails(a)}
        >
          Details
        </Button>
      </div>
    </li>
  );
}
