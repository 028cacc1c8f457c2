import { useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId, useMemo, useRef, useState } from 'react';
import { Link } from 'wouter';
import { WEEKDAY_ABBREVIATIONS } from '../../../../contract/weekdays';
import { NewAppointmentButton } from '../../../components/appointments/new-appointment-button';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { appointmentsQueryOptions } from '../../../lib/api/appointments/get-appointments';
import { cn } from '../../../lib/cn';
import { monthLabel, shiftMonth } from '../../../lib/month-grid';
import { countByDate, dayLabel, dayViewHref, type MonthDay, monthWeeks } from '../lib/month-weeks';

type MiniMonthProps = { today: string; onNewAppointment: () => void };

/**
 * The dashboard's calendar widget (spec §2): the month in small, Sunday to Saturday, each day's count of
 * appointments (cancelled ones left out) linking to the calendar's day view, with New Appointment.
 */
export function MiniMonth({ today, onNewAppointment }: MiniMonthProps) {
  // Until the owner moves, the widget follows the business's today, which can arrive after the first render.
  const [chosenMonth, setChosenMonth] = useState<string | null>(null);
  const currentMonth = today.slice(0, 7);
  const month = chosenMonth ?? currentMonth;
  const weeks = useMemo(() => monthWeeks(month), [month]);
  const titleId = useId();
  const previousRef = useRef<HTMLButtonElement>(null);
  // The whole visible grid in one call, leading and trailing days included, in the member's default scope
  // (the calendar's own month asks the same, so the two share what they load). No placeholder: another
  // month's counts must not stand in for this one's.
  const appointments = useQuery(
    appointmentsQueryOptions({
      startDate: weeks[0]?.[0]?.date ?? '',
      endDate: weeks.at(-1)?.[6]?.date ?? '',
    }),
  );
  const counts = useMemo(() => countByDate(appointments.data ?? []), [appointments.data]);

  const backToToday = () => {
    setChosenMonth(null);
    // The Today button goes away with the move: keep the keyboard in the month's controls.
    previousRef.current?.focus();
  };

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle id={titleId} aria-live="polite" className="min-w-36">
            {monthLabel(month)}
          </CardTitle>
          <Button
            ref={previousRef}
            variant="outline"
            size="sm"
            className="px-2"
            aria-label="Previous month"
            onClick={() => setChosenMonth(shiftMonth(month, -1))}
          >
            <ChevronLeft aria-hidden="true" />
          </Button>
          <Button
            variant="outline"
            size="sm"
            className="px-2"
            aria-label="Next month"
            onClick={() => setChosenMonth(shiftMonth(month, 1))}
          >
            <ChevronRight aria-hidden="true" />
          </Button>
          {month === currentMonth ? null : (
            <Button variant="outline" size="sm" onClick={backToToday}>
              Today
            </Button>
          )}
        </div>
        <NewAppointmentButton size="sm" onClick={onNewAppointment} />
      </CardHeader>
      <CardContent className="px-3 sm:px-5">
        {appointments.isPending ? (
          <div className="grid gap-1" role="status" aria-label="Loading the month">
            <div className="grid grid-cols-7 gap-1">
              {WEEKDAY_ABBREVIATIONS.map((name) => (
                <Skeleton key={name} className="mx-auto my-1.5 h-3 w-8" />
              ))}
            </div>
            {weeks.map((week) => (
              <div key={week[0]?.date} className="grid grid-cols-7 gap-1">
                {week.map((day) => (
                  <Skeleton key={day.date} className="h-12" />
                ))}
              </div>
            ))}
          </div>
        ) : appointments.isError ? (
          <ErrorState error={appointments.error} onRetry={() => appointments.refetch()} />
        ) : (
          <table className="w-full table-fixed border-separate border-spacing-1" aria-labelledby={titleId}>
            <thead>
              <tr>
                {WEEKDAY_ABBREVIATIONS.map((name) => (
                  <th key={name} scope="col" className="pb-1 text-xs font-semibold text-slate-600">
                    {name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {weeks.map((week) => (
                <tr key={week[0]?.date}>
                  {week.map((day) => (
                    <td key={day.date} className="p-0">
                      <DayLink day={day} count={counts.get(day.date) ?? 0} today={today} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </CardContent>
    </Card>
  );
}

function DayLink({ day, count, today }: { day: MonthDay; count: number; today: string }) {
  const isToday = day.date === today;
  return (
    <Link
      href={dayViewHref(day.date)}
      aria-label={dayLabel(day.date, count, today)}
      aria-current={isToday ? 'date' : undefined}
      className={cn(
        'flex h-12 min-w-0 flex-col items-center justify-center gap-0.5 rounded-md text-sm transition-colors',
        day.inMonth
          ? 'bg-white text-slate-900 hover:bg-slate-100'
          : 'bg-slate-100 text-slate-600 hover:bg-slate-200',
        isToday && 'bg-primary-50 font-semibold text-primary-800 ring-2 ring-primary-600 ring-inset',
      )}
    >
      <span className="leading-5">{day.day}</span>
      {count > 0 ? (
        <span className="min-w-5 rounded-full bg-primary-600 px-1.5 text-center text-[11px] font-semibold leading-4 text-white">
          {count}
        </span>
      ) : (
        <span className="h-4" />
      )}
    </Link>
  );
}
