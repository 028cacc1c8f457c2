import { CalendarDays } from 'lucide-react';
import { Link } from 'wouter';
import { buttonVariants } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { useTodayAppointments } from '../../../lib/api/appointments/get-today-appointments';
import type { AppointmentActions } from './appointment-actions';
import { AppointmentCard } from './appointment-card';

export function TodaySchedule({ actions }: { actions: AppointmentActions }) {
  const today = useTodayAppointments();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Today's Schedule</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        {today.isPending ? (
          <div className="grid gap-3" role="status" aria-label="Loading today's schedule">
            {/* Spec §9: 3 loading cards. */}
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-28 rounded-lg" />
            ))}
          </div>
        ) : today.isError ? (
          <ErrorState error={today.error} onRetry={() => today.refetch()} />
        ) : today.data.length === 0 ? (
          <EmptyState icon={CalendarDays} title="No appointments scheduled for today" />
        ) : (
          <>
            <ul
              className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-1"
              aria-label="Today's appointments"
            >
              {today.data.map((appointment) => (
                <AppointmentCard key={appointment.id} appointment={appointment} actions={actions} />
              ))}
            </ul>
            <Link
              href="/appointments"
              className={buttonVariants({ variant: 'outline', className: 'w-full' })}
            >
              View All Appointments
            </Link>
          </>
        )}
      </CardContent>
    </Card>
  );
}
