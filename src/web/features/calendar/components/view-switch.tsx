import { cn } from '../../../lib/cn';
import type { CalendarView } from '../lib/calendar-view';

const views: { value: CalendarView; label: string }[] = [
  { value: 'month', label: 'Month' },
  { value: 'week', label: 'Week' },
  { value: 'day', label: 'Day' },
];

/** Month (the spec's grid), Week or Day. */
export function ViewSwitch({
  value,
  onChange,
}: {
  value: CalendarView;
  onChange: (view: CalendarView) => void;
}) {
  return (
    <fieldset className="inline-flex rounded-lg bg-slate-100 p-1">
      <legend className="sr-only">Calendar view</legend>
      {views.map((view) => (
        <button
          key={view.value}
          type="button"
          aria-pressed={value === view.value}
          onClick={() => onChange(view.value)}
          className={cn(
            'rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 hover:text-slate-900',
            'focus-visible:outline-2 focus-visible:outline-primary-600',
            value === view.value && 'bg-white text-slate-900 shadow-sm',
          )}
        >
          {view.label}
        </button>
      ))}
    </fieldset>
  );
}
