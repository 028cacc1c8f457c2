import { ChevronLeft, ChevronRight } from 'lucide-react';
import { NewAppointmentButton } from '../../../components/appointments/new-appointment-button';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { formatDayRange, formatShortDay } from '../../../lib/format-day';
import { shiftDate, weekOf } from '../lib/time-grid';

type PeriodToolbarProps = {
  view: 'day' | 'week';
  date: string;
  today: string;
  onDateChange: (date: string) => void;
  onNewAppointment: () => void;
};

/** The day and week views' navigation: previous, today, next, a date to jump to, and New Appointment. */
export function PeriodToolbar({ view, date, today, onDateChange, onNewAppointment }: PeriodToolbarProps) {
  const step = view === 'day' ? 1 : 7;
  const unit = view === 'day' ? 'day' : 'week';
  const week = weekOf(date);
  const title = view === 'day' ? formatShortDay(date) : formatDayRange(week[0] ?? date, week.at(-1) ?? date);
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="outline"
          size="icon"
          aria-label={`Previous ${unit}`}
          onClick={() => onDateChange(shiftDate(date, -step))}
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        <Button
          variant="outline"
          onClick={() => onDateChange(today)}
          disabled={week.includes(today) && (view === 'week' || date === today)}
        >
          Today
        </Button>
        <Button
          variant="outline"
          size="icon"
          aria-label={`Next ${unit}`}
          onClick={() => onDateChange(shiftDate(date, step))}
        >
          <ChevronRight aria-hidden="true" />
        </Button>
        <h2 className="px-1 text-base font-semibold text-slate-900">{title}</h2>
        <Input
          type="date"
          aria-label="Go to date"
          className="w-40"
          value={date}
          onChange={(event) => {
            if (event.target.value) onDateChange(event.target.value);
          }}
        />
      </div>
      <NewAppointmentButton onClick={onNewAppointment} />
    </div>
  );
}
