import { format, parseISO, subDays } from 'date-fns';
import { CalendarDays } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useEffect, useState } from 'react';
import { type DateRange, DayPicker } from 'react-day-picker';
import 'react-day-picker/style.css';
import { MAX_RANGE_DAYS } from '../../../../contract/reports';
import { Button } from '../../../components/ui/button';
import { type ReportSelection, selectionLabel } from '../lib/selection';

const iso = (d: Date) => format(d, 'yyyy-MM-dd');

/** Two months side by side where there is room (spec §9), one on a phone. */
function useMonths() {
  const query = '(min-width: 640px)';
  const [wide, setWide] = useState(() => typeof window === 'undefined' || window.matchMedia(query).matches);
  useEffect(() => {
    const media = window.matchMedia(query);
    const update = () => setWide(media.matches);
    media.addEventListener('change', update);
    return () => media.removeEventListener('change', update);
  }, []);
  return wide ? 2 : 1;
}

/** "Pick a date range": a custom range on a two-month calendar, applied with Apply. */
export function RangePicker({
  selection,
  onPick,
}: {
  selection: ReportSelection;
  onPick: (range: { from: string; to: string }) => void;
}) {
  const [open, setOpen] = useState(false);
  const picked: DateRange | undefined =
    'from' in selection ? { from: parseISO(selection.from), to: parseISO(selection.to) } : undefined;
  const [draft, setDraft] = useState<DateRange | undefined>(picked);
  const months = useMonths();
  const days =
    draft?.from && draft.to ? Math.round((draft.to.getTime() - draft.from.getTime()) / 86_400_000) : 0;
  const tooLong = days >= MAX_RANGE_DAYS;

  return (
    <Popover.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setDraft(picked);
      }}
    >
      <Popover.Trigger asChild>
        <Button variant="outline">
          <CalendarDays aria-hidden="true" />
          {'from' in selection ? selectionLabel(selection) : 'Pick a date range'}
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={6}
          aria-label="Pick a date range"
          className="z-50 grid max-w-[calc(100vw-2rem)] gap-3 rounded-lg border border-slate-200 bg-white p-3 shadow-lg"
        >
          <DayPicker
            mode="range"
            numberOfMonths={months}
            selected={draft}
            onSelect={setDraft}
            defaultMonth={draft?.from ?? subDays(new Date(), 30)}
            disabled={{ after: new Date() }}
          />
          <p className="text-sm text-slate-600" aria-live="polite">
            {tooLong
              ? 'A report covers at most two years'
              : draft?.from && draft.to
                ? `${format(draft.from, 'MMM d, yyyy')} – ${format(draft.to, 'MMM d, yyyy')}`
                : draft?.from
                  ? 'Now pick the last day'
                  : 'Pick the first day'}
          </p>
          <div className="flex justify-end gap-2">
            <Button variant="ghost" size="sm" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button
              size="sm"
              disabled={!draft?.from || !draft.to || tooLong}
              onClick={() => {
                if (!draft?.from || !draft.to) return;
                onPick({ from: iso(draft.from), to: iso(draft.to) });
                setOpen(false);
              }}
            >
              Apply
            </Button>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
