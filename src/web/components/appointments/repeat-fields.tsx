import { useId } from 'react';
import { errorMessage, fieldErrors } from '../../lib/error-message';
import { NativeSelect } from '../ui/native-select';
import { Switch } from '../ui/switch';
import { TextField } from '../ui/text-field';
import { Field } from './field';
import { SeriesVisits } from './series-visits';
import type { RepeatBooking, RepeatEnds } from './use-repeat-booking';

const intervals = Array.from({ length: 12 }, (_, i) => i + 1);
const endChoices: { value: RepeatEnds; label: string }[] = [
  { value: 'count', label: 'After' },
  { value: 'date', label: 'On date' },
];

/**
 * Repeat (off by default): every 1 to 12 weeks, ending after a number of visits or on a date; lists the
 * rule's visits, free or not, so the owner confirms which to book.
 */
export function RepeatFields({ repeat }: { repeat: RepeatBooking }) {
  const id = useId();
  const { state, change, preview, occurrences, dates, missing } = repeat;
  const problems = preview.isError ? fieldErrors(preview.error) : [];
  const problemAt = (path: string) => problems.find((p) => p.path === path)?.message;
  const general =
    preview.isError && !problemAt('repeat.occurrences') && !problemAt('repeat.untilDate')
      ? errorMessage(preview.error, 'Could not look up the visits')
      : null;
  return (
    <div className="grid gap-4">
      <div className="flex items-center gap-3">
        <Switch id={`${id}-repeat`} checked={state.on} onCheckedChange={(on) => change({ on })} />
        <label htmlFor={`${id}-repeat`} className="text-sm text-slate-900">
          Repeat
        </label>
      </div>
      {state.on ? (
        <fieldset className="grid gap-4 rounded-md border border-slate-200 p-3">
          <legend className="px-1 text-sm font-medium text-slate-900">Recurring appointments</legend>
          <Field label="Every">
            <NativeSelect
              value={state.intervalWeeks}
              onChange={(event) => change({ intervalWeeks: event.target.value })}
            >
              {intervals.map((weeks) => (
                <option key={weeks} value={weeks}>
                  {weeks === 1 ? '1 week' : `${weeks} weeks`}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium text-slate-900">Ends</legend>
            <div className="flex flex-wrap gap-x-4 gap-y-2">
              {endChoices.map((choice) => (
                <label key={choice.value} className="flex items-center gap-2 text-sm text-slate-900">
                  <input
                    type="radio"
                    name={`${id}-ends`}
                    value={choice.value}
                    checked={state.ends === choice.value}
                    onChange={() => change({ ends: choice.value })}
                    className="size-4 accent-primary-600"
                  />
                  {choice.label}
                </label>
              ))}
            </div>
            {state.ends === 'count' ? (
              <TextField
                label="Number of visits"
                type="number"
                inputMode="numeric"
                min={2}
                max={52}
                value={state.occurrences}
                onChange={(event) => change({ occurrences: event.target.value })}
                error={problemAt('repeat.occurrences')}
              />
            ) : (
              <TextField
                label="End date"
                type="date"
                value={state.untilDate}
                onChange={(event) => change({ untilDate: event.target.value })}
                error={problemAt('repeat.untilDate')}
              />
            )}
          </fieldset>
          <div className="grid gap-2">
            <p className="text-sm font-medium text-slate-900" aria-live="polite">
              {occurrences.length > 0 ? `Visits to book: ${dates.length} of ${occurrences.length}` : 'Visits'}
            </p>
            <p className="text-sm text-slate-600 empty:hidden" aria-live="polite">
              {missing ?? (preview.isPending ? 'Looking up the visits...' : '')}
            </p>
            {general ? (
              <p className="text-sm text-red-700" role="alert">
                {general}
              </p>
            ) : null}
            {occurrences.length > 0 ? (
              <SeriesVisits
                occurrences={occurrences}
                unticked={state.unticked}
                onToggle={(date, book) =>
                  change({
                    unticked: book ? state.unticked.filter((d) => d !== date) : [...state.unticked, date],
                  })
                }
              />
            ) : null}
          </div>
        </fieldset>
      ) : null}
    </div>
  );
}
