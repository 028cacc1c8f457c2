import type { AppointmentItem } from '../../../../contract/appointments';
import { statusTextClass } from '../../../components/appointments/status';
import { Tooltip } from '../../../components/ui/tooltip';
import { cn } from '../../../lib/cn';
import { formatTimeOfDay } from '../../../lib/format-day';
import type { GridDay } from '../../../lib/month-grid';
import type { AppointmentActions } from './appointment-actions';

/** Spec §9: at most 2 appointments per cell, the rest behind "+N more". */
const SHOWN_PER_CELL = 2;

type MonthCellProps = {
  day: GridDay;
  isToday: boolean;
  appointments: AppointmentItem[];
  actions: AppointmentActions;
  onShowDay: () => void;
};

export function MonthCell({ day, isToday, appointments, actions, onShowDay }: MonthCellProps) {
  const hidden = appointments.length - SHOWN_PER_CELL;
  return (
    <td
      className={cn(
        'h-20 border border-slate-200 p-0.5 align-top sm:h-28 sm:p-1.5',
        day.inMonth ? 'bg-white' : 'bg-slate-50',
        isToday && 'bg-primary-50',
      )}
      aria-current={isToday ? 'date' : undefined}
    >
      <div className="grid min-w-0 gap-0.5">
        <span
          className={cn(
            'flex size-6 items-center justify-center rounded-full text-xs font-medium',
            day.inMonth ? 'text-slate-900' : 'text-slate-500',
            isToday && 'bg-primary-600 text-white',
          )}
        >
          {day.day}
        </span>
        {appointments.slice(0, SHOWN_PER_CELL).map((a) => (
          <Tooltip
            key={a.id}
            content={`${formatTimeOfDay(a.startTime)} · ${a.client.name} · ${a.service.name}`}
          >
            <button
              type="button"
              onClick={() => actions.showDetails(a)}
              className={cn(
                'block w-full min-w-0 truncate rounded px-0.5 text-left text-[11px] font-medium leading-4 hover:bg-slate-100 sm:px-1 sm:text-xs',
                statusTextClass[a.status],
              )}
            >
              {a.client.name}
            </button>
          </Tooltip>
        ))}
        {hidden > 0 ? (
          <button
            type="button"
            onClick={onShowDay}
            aria-label={`+${hidden} more`}
            className="block w-full truncate rounded px-0.5 text-left text-[11px] font-medium text-primary-700 hover:bg-primary-50 sm:px-1 sm:text-xs"
          >
            {`+${hidden}`}
            <span className="hidden sm:inline"> more</span>
          </button>
        ) : null}
      </div>
    </td>
  );
}
