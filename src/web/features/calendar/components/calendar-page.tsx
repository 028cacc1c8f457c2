import { useMemo, useState } from 'react';
import type { AppointmentItem } from '../../../../contract/appointments';
import { BookingDialog } from '../../../components/appointments/booking-dialog';
import { type StaffScope, StaffScopeSelect } from '../../../components/appointments/staff-scope-select';
import { PageTitle } from '../../../components/layout/page-title';
import { Card, CardContent } from '../../../components/ui/card';
import { ErrorState } from '../../../components/ui/error-state';
import { useAppointments } from '../../../lib/api/appointments/get-appointments';
import { useBusinessToday } from '../../../lib/api/appointments/use-business-today';
import { monthGrid } from '../lib/month-grid';
import type { AppointmentActions } from './appointment-actions';
import { DayListDialog } from './day-list-dialog';
import { DetailsDialog } from './details-dialog';
import { MonthToolbar } from './month-toolbar';
import { MonthView } from './month-view';
import { RescheduleDialog } from './reschedule-dialog';
import { TodaySchedule } from './today-schedule';

function groupByDate(appointments: AppointmentItem[]) {
  const byDate = new Map<string, AppointmentItem[]>();
  for (const appointment of appointments) {
    const list = byDate.get(appointment.date) ?? [];
    list.push(appointment);
    byDate.set(appointment.date, list);
  }
  return byDate;
}

/** `/calendar`: the month grid and today's schedule. */
export function CalendarPage({ businessId }: { businessId: number }) {
  const today = useBusinessToday();
  // Until the owner moves, the grid follows the business's today, which can arrive after the first render.
  const [chosenMonth, setMonth] = useState<string | null>(null);
  const month = chosenMonth ?? today.slice(0, 7);
  const [booking, setBooking] = useState(false);
  const [details, setDetails] = useState<AppointmentItem | null>(null);
  const [rescheduling, setRescheduling] = useState<AppointmentItem | null>(null);
  const [shownDay, setShownDay] = useState<string | null>(null);
  const [staffScope, setStaffScope] = useState<StaffScope>('');
  const days = useMemo(() => monthGrid(month), [month]);
  // One call for the whole visible grid, leading and trailing days included (spec §7).
  const appointments = useAppointments({
    startDate: days[0]?.date ?? '',
    endDate: days.at(-1)?.date ?? '',
    staffId: staffScope === '' ? undefined : staffScope,
  });
  const byDate = useMemo(() => groupByDate(appointments.data ?? []), [appointments.data]);
  const actions: AppointmentActions = { showDetails: setDetails, reschedule: setRescheduling };

  return (
    <>
      <PageTitle title="Calendar" subtitle="Manage your appointments" />
      <div className="grid gap-6 2xl:grid-cols-[minmax(0,1fr)_20rem]">
        <Card className="min-w-0">
          <CardContent className="grid gap-4 p-3 sm:p-5">
            <MonthToolbar month={month} onMonthChange={setMonth} onNewAppointment={() => setBooking(true)} />
            <StaffScopeSelect className="w-full sm:w-56" value={staffScope} onChange={setStaffScope} />
            {appointments.isError ? (
              <ErrorState error={appointments.error} onRetry={() => appointments.refetch()} />
            ) : null}
            <div aria-busy={appointments.isFetching}>
              <MonthView
                month={month}
                days={days}
                today={today}
                byDate={byDate}
                actions={actions}
                onShowDay={setShownDay}
              />
            </div>
          </CardContent>
        </Card>
        <TodaySchedule actions={actions} />
      </div>
      <BookingDialog open={booking} onOpenChange={setBooking} wording="calendar" businessId={businessId} />
      <DetailsDialog appointment={details} onClose={() => setDetails(null)} />
      <RescheduleDialog appointment={rescheduling} onClose={() => setRescheduling(null)} />
      <DayListDialog
        day={shownDay ? { date: shownDay, appointments: byDate.get(shownDay) ?? [] } : null}
        actions={actions}
        onClose={() => setShownDay(null)}
      />
    </>
  );
}
