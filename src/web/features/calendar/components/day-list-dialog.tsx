import type { AppointmentItem } from '../../../../contract/appointments';
import { longDate } from '../../../components/appointments/date-range';
import { StatusBadge } from '../../../components/appointments/status-badge';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { formatTimeOfDay } from '../../../lib/format-day';
import type { AppointmentActions } from './appointment-actions';

type DayListDialogProps = {
  day: { date: string; appointments: AppointmentItem[] } | null;
  actions: AppointmentActions;
  onClose: () => void;
};

/** Every appointment of one day, opened from "+N more". */
export function DayListDialog({ day, actions, onClose }: DayListDialogProps) {
  return (
    <Dialog open={day !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={day ? longDate(day.date) : ''}
        description={day ? `${day.appointments.length} appointments` : undefined}
      >
        <ul className="grid gap-2">
          {day?.appointments.map((a) => (
            <li
              key={a.id}
              className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md border border-slate-200 px-3 py-2"
            >
              <span className="order-1 whitespace-nowrap text-sm font-semibold text-slate-900 sm:w-28">{`${formatTimeOfDay(a.startTime)} - ${formatTimeOfDay(a.endTime)}`}</span>
              <span className="order-3 min-w-0 basis-full text-sm sm:order-2 sm:basis-0 sm:flex-1">
                <span className="font-medium text-slate-900">{a.client.name}</span>
                <span className="text-slate-600">{` · ${a.service.name}`}</span>
              </span>
              <span className="order-2 ml-auto sm:order-3 sm:ml-0">
                <StatusBadge status={a.status} />
              </span>
              <Button
                className="order-4"
                variant="ghost"
                size="sm"
                aria-label={`Details of ${a.client.name}'s appointment at ${formatTimeOfDay(a.startTime)}`}
                onClick={() => {
                  onClose();
                  actions.showDetails(a);
                }}
              >
                Details
              </Button>
            </li>
          ))}
        </ul>
      </DialogContent>
    </Dialog>
  );
}
