import { WEEKDAY_NAMES } from '../../../../contract/weekdays';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { useAvailability } from '../api/get-availability';
import { DayWindows } from './day-windows';

/** Sunday to Saturday, each day's windows for one staff member. */
export function StaffWeek({ staffId }: { staffId: number }) {
  const availability = useAvailability(staffId);
  if (availability.isPending) {
    return (
      <div role="status" className="grid gap-3">
        <span className="sr-only">Loading availability…</span>
        {WEEKDAY_NAMES.map((day) => (
          <Skeleton key={day} className="h-20" />
        ))}
      </div>
    );
  }
  if (availability.isError)
    return <ErrorState error={availability.error} onRetry={() => availability.refetch()} />;
  return (
    <ul className="grid gap-3">
      {WEEKDAY_NAMES.map((day, dayOfWeek) => (
        <li key={day}>
          <DayWindows
            staffId={staffId}
            dayOfWeek={dayOfWeek}
            windows={availability.data
              .filter((window) => window.dayOfWeek === dayOfWeek)
              .sort((a, b) => a.startTime.localeCompare(b.startTime))}
          />
        </li>
      ))}
    </ul>
  );
}
