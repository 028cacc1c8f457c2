import { format, parseISO } from 'date-fns';
import { CalendarDays } from 'lucide-react';
import { Link } from 'wouter';
import { statusBarClass } from '../../../components/appointments/status';
import { StatusBadge } from '../../../components/appointments/status-badge';
import { buttonVariants } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { useTodayAppointments } from '../../../lib/api/appointments/get-today-appointments';
import { formatTimeOfDay } from '../../../lib/format-day';

/** Today's appointments hour by hour, under the dashboard's month (which has New Appointment). */
export function TodayWidget({ today }: { today: string }) {
  const appointments = useTodayAppointments();
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
        <div className="grid gap-1">
          <CardTitle>Today</CardTitle>
          <p className="text-sm text-slate-600">{format(parseISO(today), 'EEEE, MMMM d, yyyy')}</p>
        </div>
        <Link href="/calendar" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          <CalendarDays aria-hidden="true" />
          Calendar
        </Link>
      </CardHeader>
      <CardContent>
        {appointments.isPending ? (
          <div className="grid gap-2" role="status" aria-label="Loading today's appointments">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-14" />
            ))}
          </div>
        ) : appointments.isError ? (
          <ErrorState error={appointments.error} onRetry={() => appointments.refetch()} />
        ) : appointments.data.length === 0 ? (
          <EmptyState icon={CalendarDays} title="No appointments scheduled for today" />
        ) : (
          <ol className="grid gap-2" aria-label="Today's appointments">
            {appointments.data.map((a) => (
              <li
                key={a.id}
                className={`flex flex-wrap items-center gap-x-4 gap-y-1 rounded-md border-l-4 px-3 py-2 ${statusBarClass[a.status]}`}
              >
                <span className="order-1 shrink-0 sm:w-40 whitespace-nowrap text-sm font-semibold text-slate-900">{`${formatTimeOfDay(a.startTime)} - ${formatTimeOfDay(a.endTime)}`}</span>
                <span className="order-3 min-w-0 basis-full text-sm sm:order-2 sm:basis-auto sm:flex-1">
                  <span className="font-medium text-slate-900">{a.client.name}</span>
                  <span className="text-slate-600">{` · ${a.service.name} · ${a.staff.firstName}`}</span>
                </span>
                <span className="order-2 ml-auto sm:order-3">
                  <StatusBadge status={a.status} />
                </span>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
