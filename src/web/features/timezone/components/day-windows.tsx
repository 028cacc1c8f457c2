import { Plus } from 'lucide-react';
import type { AvailabilityWindowItem } from '../../../../contract/availability';
import { WEEKDAY_NAMES } from '../../../../contract/weekdays';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../lib/toast';
import { useCreateAvailabilityWindow } from '../api/create-availability-window';
import { showAvailabilityError } from '../lib/show-availability-error';
import { CopyDayControl } from './copy-day-control';
import { WindowRow } from './window-row';

type DayWindowsProps = { staffId: number; dayOfWeek: number; windows: AvailabilityWindowItem[] };

export function DayWindows({ staffId, dayOfWeek, windows }: DayWindowsProps) {
  const day = WEEKDAY_NAMES[dayOfWeek] ?? '';
  const create = useCreateAvailabilityWindow(staffId);
  const headingId = `day-${dayOfWeek}-title`;

  const addWindow = () =>
    create.mutate(
      { staffId, dayOfWeek, startTime: '09:00', endTime: '17:00', isActive: true },
      {
        onSuccess: () => toast({ type: 'success', title: 'Availability Updated' }),
        onError: showAvailabilityError,
      },
    );

  return (
    <section aria-labelledby={headingId} className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="font-semibold text-slate-900">
          {day}
        </h3>
        <div className="flex flex-wrap items-center gap-2">
          <CopyDayControl staffId={staffId} fromDay={dayOfWeek} disabled={windows.length === 0} />
          <Button variant="outline" size="sm" onClick={addWindow} disabled={create.isPending}>
            <Plus aria-hidden="true" />
            Add window<span className="sr-only"> on {day}</span>
          </Button>
        </div>
      </div>
      {windows.length === 0 ? (
        <p className="text-sm text-slate-600">No availability windows set for {day}</p>
      ) : (
        <ul className="grid gap-2">
          {windows.map((window) => (
            <li key={window.id}>
              <WindowRow staffId={staffId} day={day} window={window} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
