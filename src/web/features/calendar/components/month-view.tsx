import type { AppointmentItem } from '../../../../contract/appointments';
import { WEEKDAY_NAMES } from '../../../../contract/weekdays';
import { type GridDay, gridWeeks, monthLabel } from '../../../lib/month-grid';
import type { AppointmentActions } from './appointment-actions';
import { MonthCell } from './month-cell';

type MonthViewProps = {
  month: string;
  days: GridDay[];
  today: string;
  byDate: Map<string, AppointmentItem[]>;
  actions: AppointmentActions;
  onShowDay: (date: string) => void;
};

/** The month as weeks of Sunday to Saturday; outside days dimmed, today highlighted. */
export function MonthView({ month, days, today, byDate, actions, onShowDay }: MonthViewProps) {
  const weeks = gridWeeks(days);
  return (
    <table className="w-full table-fixed border-collapse">
      <caption className="sr-only">{monthLabel(month)}</caption>
      <thead>
        <tr>
          {WEEKDAY_NAMES.map((name) => (
            <th key={name} scope="col" className="py-2 text-xs font-semibold text-slate-600">
              {name.slice(0, 3)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]?.date}>
            {week.map((day) => (
              <MonthCell
                key={day.date}
                day={day}
                isToday={day.date === today}
                appointments={byDate.get(day.date) ?? []}
                actions={actions}
                onShowDay={() => onShowDay(day.date)}
              />
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
