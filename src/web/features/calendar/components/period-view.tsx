import { TZDate } from '@date-fns/tz';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import type { AppointmentItem } from '../../../../contract/appointments';
import type { TimezoneSettings } from '../../../../contract/availability';
import { hasFeature } from '../../../../contract/plans';
import type { StaffScope } from '../../../components/appointments/staff-scope-select';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { useBlockedTimesBetween } from '../../../lib/api/appointments/blocked-times';
import { useAppointments } from '../../../lib/api/appointments/get-appointments';
import { useStaff } from '../../../lib/api/services/get-staff';
import { useCan, useCurrentUser } from '../../../lib/current-user';
import { useSubscription } from '../../../lib/subscription';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useWorkingHours } from '../api/get-working-hours';
import { columnSpans, dayColumns, type GridColumn, weekColumns } from '../lib/grid-columns';
import { toTime, visibleHours, weekOf } from '../lib/time-grid';
import { DayWaitlist } from './day-waitlist';
import { useGridChangeNotice } from './grid-change-notice';
import { TimeGrid } from './time-grid';
import { WeekDayStrip } from './week-day-strip';

type PeriodViewProps = {
  view: 'day' | 'week';
  date: string;
  today: string;
  staffScope: StaffScope;
  /** Only the staff who work at this location (and those named nowhere); null: everyone. */
  locationId: number | null;
  onBook: (prefill: { date: string; startTime: string; staffId?: number }) => void;
  onOpen: (appointment: AppointmentItem) => void;
  /** At phone width the week view shows one of its days: another is picked here. */
  onPickDay: (date: string) => void;
};

/** Minutes after midnight now, in the business's timezone; refreshed every minute for the now-line. */
function useNowMinute(): number | null {
  const { data } = useQuery<TimezoneSettings>({ queryKey: ['/api/timezone'] });
  const [tick, setTick] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setTick(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  if (!data?.primaryTimezone) return null;
  const now = new TZDate(tick, data.primaryTimezone);
  return now.getHours() * 60 + now.getMinutes();
}

/**
 * The day view (a column per staff member) and the week view (a column per day, of one staff member or
 * the whole team), with working hours, blocked time, a now-line, booking from an empty time and moving or
 * resizing through PUT /api/appointments/{id}.
 */
export function PeriodView({
  view,
  date,
  today,
  staffScope,
  locationId,
  onBook,
  onOpen,
  onPickDay,
}: PeriodViewProps) {
  const can = useCan();
  const plan = useSubscription();
  // The day's waitlist is the plan's front desk (decision 021): without it, nothing is asked for.
  const waitlist = can('waitlist.manage') && hasFeature(plan, 'front_desk');
  const { user } = useCurrentUser();
  const days = useMemo(() => (view === 'day' ? [date] : weekOf(date)), [view, date]);
  // A week at phone width: a day at a time, picked from the week's strip (issue 33).
  const wide = useMediaQuery('(min-width: 640px)');
  const dayAtATime = view === 'week' && !wide;
  const startDate = days[0] ?? date;
  const endDate = days.at(-1) ?? date;
  const appointments = useAppointments({
    startDate,
    endDate,
    staffId: staffScope === '' ? undefined : staffScope,
  });
  const staff = useStaff();
  const windows = useWorkingHours();
  const blocked = useBlockedTimesBetween(startDate, endDate);
  const notice = useGridChangeNotice((id) => {
    const member = staff.data?.find((m) => m.id === id);
    return member ? `${member.firstName} ${member.lastName}`.trim() : null;
  });
  const nowMinute = useNowMinute();

  const seesTeam =
    can('appointments.viewAll') &&
    (staffScope === 'all' || (staffScope === '' && can('appointments.teamByDefault')));
  const members = (staff.data ?? []).filter(
    (member) =>
      member.isActive &&
      (locationId === null || member.locationIds.length === 0 || member.locationIds.includes(locationId)) &&
      (typeof staffScope === 'number' ? member.id === staffScope : seesTeam || member.userId === user?.id),
  );
  const sources = {
    windows: windows.data ?? [],
    blocked: blocked.data ?? [],
    appointments: (appointments.data ?? []).filter(
      (a) => locationId === null || a.location === null || a.location.id === locationId,
    ),
  };
  const columns: GridColumn[] =
    view === 'day'
      ? dayColumns(date, members, sources)
      : weekColumns(
          dayAtATime ? [date] : days,
          members.length === 1 ? (members[0] ?? null) : null,
          sources,
          today,
        );
  const range = visibleHours(columnSpans(columns));

  const failed = [appointments, staff, windows, blocked].find((query) => query.isError);
  if (failed) return <ErrorState error={failed.error} onRetry={() => failed.refetch()} />;
  if (appointments.isPending || staff.isPending || windows.isPending || blocked.isPending) {
    return (
      <div aria-busy="true" className="grid gap-2">
        <p role="status" className="sr-only">
          Loading the calendar...
        </p>
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-96 w-full" />
      </div>
    );
  }
  if (columns.length === 0) {
    return (
      <EmptyState
        title="No staff to show"
        description="Nobody on the team works here. Choose another location or staff member."
      />
    );
  }

  return (
    <div aria-busy={appointments.isFetching}>
      {dayAtATime ? <WeekDayStrip days={days} date={date} today={today} onPick={onPickDay} /> : null}
      <TimeGrid
        label={view === 'day' ? 'Day view' : 'Week view'}
        columns={columns}
        range={range}
        today={today}
        nowMinute={nowMinute}
        canChange={can('appointments.update')}
        onBook={(column, minute) =>
          onBook({
            date: column.date,
            startTime: toTime(minute),
            staffId: column.staffId ?? undefined,
          })
        }
        onOpen={onOpen}
        onChange={notice.save}
      />
      {notice.dialog}
      {view === 'day' && waitlist ? (
        <div className="mt-5">
          <DayWaitlist date={date} />
        </div>
      ) : null}
    </div>
  );
}
