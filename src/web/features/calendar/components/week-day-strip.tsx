import { TZDate } from '@date-fns/tz';
import { cn } from '../../../lib/cn';

const LONG = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});
const SHORT = new Intl.DateTimeFormat('en-US', { weekday: 'narrow', timeZone: 'UTC' });

/**
 * At phone width the week view shows one day at a time (issue 33): the week's seven days as buttons, the
 * one shown pressed. Picking one keeps the week and moves the day.
 */
export function WeekDayStrip({
  days,
  date,
  today,
  onPick,
}: {
  days: string[];
  date: string;
  today: string;
  onPick: (date: string) => void;
}) {
  return (
    <fieldset className="mb-3 grid grid-cols-7 gap-1">
      <legend className="sr-only">Day of the week</legend>
      {days.map((day) => {
        const at = new TZDate(`${day}T12:00:00Z`, 'UTC');
        const shown = day === date;
        return (
          <button
            key={day}
            type="button"
            aria-pressed={shown}
            aria-label={LONG.format(at)}
            onClick={() => onPick(day)}
            className={cn(
              'grid justify-items-center rounded-md py-1.5 text-xs focus-visible:outline-2 focus-visible:outline-primary-600',
              shown ? 'bg-primary-600 text-white' : 'text-slate-700 hover:bg-slate-100',
              day === today && !shown && 'font-semibold text-primary-700',
            )}
          >
            <span aria-hidden="true">{SHORT.format(at)}</span>
            <span aria-hidden="true" className="text-sm font-medium">
              {Number(day.slice(8))}
            </span>
          </button>
        );
      })}
    </fieldset>
  );
}
