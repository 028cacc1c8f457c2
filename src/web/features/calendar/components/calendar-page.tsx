import { useMemo, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { AppointmentItem } from '../../../../contract/appointments';
import { BookingDialog } from '../../../components/appointments/booking-dialog';
import type { BookingPrefill } from '../../../components/appointments/booking-form-schema';
import { type StaffScope, StaffScopeSelect } from '../../../components/appointments/staff-scope-select';
import { PageTitle } from '../../../components/layout/page-title';
import { Card, CardContent } from '../../../components/ui/card';
import { ErrorState } from '../../../components/ui/error-state';
import { NativeSelect } from '../../../components/ui/native-select';
import { useAppointments } from '../../../lib/api/appointments/get-appointments';
import { useBusinessToday } from '../../../lib/api/appointments/use-business-today';
import { useActiveLocations } from '../../../lib/api/locations/get-active-locations';
import { monthGrid } from '../../../lib/month-grid';
import { calendarAddress, readCalendarAddress } from '../lib/calendar-view';
import type { AppointmentActions } from './appointment-actions';
import { DayListDialog } from './day-list-dialog';
import { DetailsDialog } from './details-dialog';
import { MonthToolbar } from './month-toolbar';
import { MonthView } from './month-view';
import { PeriodToolbar } from './period-toolbar';
import { PeriodView } from './period-view';
import { RescheduleDialog } from './reschedule-dialog';
import { TodaySchedule } from './today-schedule';
import { ViewSwitch } from './view-switch';

function groupByDate(appointments: AppointmentItem[]) {
  const byDate = new Map<string, AppointmentItem[]>();
  for (const appointment of appointments) {
    const list = byDate.get(appointment.date) ?? [];
    list.push(appointment);
    byDate.set(appointment.date, list);
  }
  return byDate;
}

/**
 * `/calendar`: the spec's month grid and today's schedule, or the day view (a column per staff member) or
 * week view, chosen in the address (`?view=day&date=`).
 */
export function CalendarPage({ businessSlug }: { businessSlug: string }) {
  const today = useBusinessToday();
  const [, navigate] = useLocation();
  const address = readCalendarAddress(useSearch());
  const view = address.view;
  // Until the owner moves, the views follow the business's today, which can arrive after the first render.
  const [chosenMonth, setMonth] = useState<string | null>(null);
  const month =
    chosenMonth ?? (address.view === 'month' ? address.date?.slice(0, 7) : null) ?? today.slice(0, 7);
  const day = address.date ?? today;
  const [booking, setBooking] = useState<BookingPrefill | null>(null);
  const [details, setDetails] = useState<AppointmentItem | null>(null);
  const [rescheduling, setRescheduling] = useState<AppointmentItem | null>(null);
  const [shownDay, setShownDay] = useState<string | null>(null);
  const [staffScope, setStaffScope] = useState<StaffScope>('');
  const [locationId, setLocationId] = useState<number | null>(null);
  const locations = useActiveLocations().data ?? [];
  const days = useMemo(() => monthGrid(month), [month]);
  // One call for the whole visible grid, leading and trailing days included (spec §7).
  const appointments = useAppointments({
    startDate: days[0]?.date ?? '',
    endDate: days.at(-1)?.date ?? '',
    staffId: staffScope === '' ? undefined : staffScope,
  });
  const byDate = useMemo(() => groupByDate(appointments.data ?? []), [appointments.data]);
  const actions: AppointmentActions = { showDetails: setDetails, reschedule: setRescheduling };
  const go = (nextView: typeof view, date: string | null) =>
    navigate(calendarAddress(nextView, date), { replace: true });

  return (
    <>
      <PageTitle title="Calendar" subtitle="Manage your appointments" />
      <div className={view === 'month' ? 'grid gap-6 2xl:grid-cols-[minmax(0,1fr)_20rem]' : 'grid gap-6'}>
        <Card className="min-w-0">
          <CardContent className="grid gap-4 p-3 sm:p-5">
            <div className="flex flex-wrap items-center gap-3">
              <ViewSwitch
                value={view}
                onChange={(next) => go(next, next === 'month' ? `${month}-01` : address.date)}
              />
              <StaffScopeSelect className="w-full sm:w-56" value={staffScope} onChange={setStaffScope} />
              {view !== 'month' && locations.length > 1 ? (
                <NativeSelect
                  aria-label="Location"
                  className="w-full sm:w-56"
                  value={locationId === null ? '' : String(locationId)}
                  onChange={(event) => setLocationId(event.target.value ? Number(event.target.value) : null)}
                >
                  <option value="">All locations</option>
                  {locations.map((place) => (
                    <option key={place.id} value={place.id}>
                      {place.name}
                    </option>
                  ))}
                </NativeSelect>
              ) : null}
            </div>
            {view === 'month' ? (
              <>
                <MonthToolbar
                  month={month}
                  onMonthChange={setMonth}
                  onNewAppointment={() => setBooking({})}
                />
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
              </>
            ) : (
              <>
                <PeriodToolbar
                  view={view}
                  date={day}
                  today={today}
                  onDateChange={(date) => go(view, date)}
                  onNewAppointment={() => setBooking({ date: day })}
                />
                <PeriodView
                  view={view}
                  date={day}
                  today={today}
                  staffScope={staffScope}
                  locationId={locationId}
                  onBook={setBooking}
                  onOpen={setDetails}
                  onPickDay={(date) => go(view, date)}
                />
              </>
            )}
          </CardContent>
        </Card>
        {view === 'month' ? <TodaySchedule actions={actions} /> : null}
      </div>
      <BookingDialog
        open={booking !== null}
        onOpenChange={(open) => !open && setBooking(null)}
        wording="calendar"
        businessSlug={businessSlug}
        prefill={booking ?? undefined}
      />
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
