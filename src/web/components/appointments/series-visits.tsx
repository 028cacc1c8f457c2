import type { SeriesOccurrence } from '../../../contract/appointment-series';
import { formatShortDay, formatTimeOfDay } from '../../lib/format-day';
import { Checkbox } from '../ui/checkbox';

const reasons = { taken: 'Taken', blocked: 'Blocked', past: 'Past' } as const;

type SeriesVisitsProps = {
  occurrences: SeriesOccurrence[];
  unticked: string[];
  onToggle: (date: string, book: boolean) => void;
};

/** Each visit of the rule: a free one with a box (ticked) to book it, the others with why not. */
export function SeriesVisits({ occurrences, unticked, onToggle }: SeriesVisitsProps) {
  return (
    <ul className="grid max-h-56 gap-1 overflow-y-auto rounded-md border border-slate-200 p-2">
      {occurrences.map((o) => {
        const when = `${formatShortDay(o.date)} · ${formatTimeOfDay(o.startTime)}`;
        const id = `series-visit-${o.date}`;
        return (
          <li key={o.date} className="flex min-h-8 items-center gap-2 text-sm">
            {o.free ? (
              <>
                <Checkbox
                  id={id}
                  checked={!unticked.includes(o.date)}
                  onChange={(event) => onToggle(o.date, event.target.checked)}
                />
                <label htmlFor={id} className="text-slate-900">
                  {`${when} — Free`}
                </label>
              </>
            ) : (
              <span className="pl-6 text-slate-600">{`${when} — ${o.reason ? reasons[o.reason] : 'Taken'}`}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
