import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { hasFeature, plansWith } from '../../../../contract/plans';
import { PageTitle } from '../../../components/layout/page-title';
import { FeatureGate } from '../../../components/plan/feature-gate';
import { ClockCard } from '../../../components/time-clock/clock-card';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingSkeleton } from '../../../components/ui/loading-skeleton';
import { useBusinessToday } from '../../../lib/api/appointments/use-business-today';
import { useCan } from '../../../lib/current-user';
import { useSubscription } from '../../../lib/subscription';
import { useTimeEntries } from '../api/time-entries';
import { buildTimesheet, sundayOf, weekDays } from '../lib/timesheet';
import { AddEntryDialog } from './add-entry-dialog';
import { EntriesTable } from './entries-table';
import { MyPayStubs } from './my-pay-stubs';
import { PayPeriods } from './pay-periods';
import { TimesheetTable } from './timesheet-table';

const shortDate = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
const shiftWeek = (weekStart: string, weeks: number) => {
  const d = new Date(`${weekStart}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + weeks * 7);
  return d.toISOString().slice(0, 10);
};

/**
 * `/payroll` while the plan has team_pay; without it, the upgrade gate and one's own pay stubs, which stay
 * readable (decision 021).
 */
export function PayrollPage() {
  const plan = useSubscription();
  if (hasFeature(plan, 'team_pay')) return <Payroll />;
  return (
    <>
      <PageTitle title="Payroll" subtitle="Time clock, timesheets and pay runs" />
      <div className="grid gap-6">
        <FeatureGate
          plan={plan}
          description={`The time clock, timesheets and pay runs come with ${plansWith('team_pay')}.`}
        />
        <MyPayStubs />
      </div>
    </>
  );
}

/** The time clock and the week's timesheet (everyone's for managers, one's own otherwise). */
function Payroll() {
  const today = useBusinessToday();
  const can = useCan();
  const [weekStart, setWeekStart] = useState(() => sundayOf(today));
  const days = weekDays(weekStart);
  const from = days[0] as string;
  const to = days[6] as string;
  const entries = useTimeEntries(from, to);
  const manage = can('timeEntries.manage');

  return (
    <>
      <PageTitle title="Payroll" subtitle="Time clock, timesheets and pay runs" />
      <div className="grid gap-6">
        <div className="max-w-md">
          <ClockCard />
        </div>
        <Card>
          <CardHeader className="gap-3">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="grid gap-1">
                <CardTitle>Timesheet</CardTitle>
                <CardDescription>
                  {shortDate(from)} – {shortDate(to)}
                  {manage ? ' · everyone' : ' · your shifts'}
                </CardDescription>
              </div>
              <div className="flex flex-wrap gap-2">
                <Button variant="outline" size="sm" onClick={() => setWeekStart(shiftWeek(weekStart, -1))}>
                  <ChevronLeft aria-hidden="true" />
                  Previous week
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => setWeekStart(sundayOf(today))}
                  disabled={weekStart === sundayOf(today)}
                >
                  This week
                </Button>
                <Button variant="outline" size="sm" onClick={() => setWeekStart(shiftWeek(weekStart, 1))}>
                  Next week
                  <ChevronRight aria-hidden="true" />
                </Button>
                {manage && entries.data ? (
                  <AddEntryDialog timezone={entries.data.timezone} today={today} />
                ) : null}
              </div>
            </div>
          </CardHeader>
          <CardContent className="grid gap-6">
            {entries.isPending ? (
              <LoadingSkeleton label="Loading timesheet…" bars={['h-40']} />
            ) : entries.isError ? (
              <ErrorState error={entries.error} onRetry={() => entries.refetch()} />
            ) : entries.data.entries.length === 0 ? (
              <EmptyState
                title="No time entries this week"
                description="Shifts show here as people clock in and out."
              />
            ) : (
              <>
                <TimesheetTable rows={buildTimesheet(entries.data.entries, Date.now())} days={days} />
                <section aria-labelledby="entries-title" className="grid gap-2">
                  <h3 id="entries-title" className="font-semibold text-slate-900">
                    Shifts
                  </h3>
                  <EntriesTable
                    entries={entries.data.entries}
                    timezone={entries.data.timezone}
                    yourStaffId={entries.data.yourStaffId}
                  />
                </section>
              </>
            )}
          </CardContent>
        </Card>
        {can('payroll.manage') ? <PayPeriods /> : null}
        <MyPayStubs />
      </div>
    </>
  );
}
