import { CalendarX } from 'lucide-react';
import { useState } from 'react';
import { useSearch } from 'wouter';
import { BookingDialog } from '../../../components/appointments/booking-dialog';
import { defaultRange } from '../../../components/appointments/date-range';
import { NewAppointmentButton } from '../../../components/appointments/new-appointment-button';
import { type StaffScope, StaffScopeSelect } from '../../../components/appointments/staff-scope-select';
import { PageTitle } from '../../../components/layout/page-title';
import { Card, CardContent } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Pager } from '../../../components/ui/pager';
import { Skeleton } from '../../../components/ui/skeleton';
import { useAppointments } from '../../../lib/api/appointments/get-appointments';
import { useBusinessToday } from '../../../lib/api/appointments/use-business-today';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { type AppointmentsFilterState, AppointmentsFilters } from './appointments-filters';
import { AppointmentsTable } from './appointments-table';

const PAGE_SIZE = 25;

/** `/appointments`: every appointment of a date range, searchable, with status and delete per row. */
export function AppointmentsPage({ businessSlug }: { businessSlug: string }) {
  const today = useBusinessToday();
  // Home's "Today's appointments" links here with ?date=today.
  const onlyToday = new URLSearchParams(useSearch()).get('date') === 'today';
  // Until the owner changes a filter, the dates follow the business's today, which can load after the page.
  const [chosenFilters, setFilters] = useState<AppointmentsFilterState | null>(null);
  const filters: AppointmentsFilterState = chosenFilters ?? {
    search: '',
    status: '',
    ...(onlyToday ? { startDate: today, endDate: today } : defaultRange(today)),
  };
  const [booking, setBooking] = useState(false);
  const [page, setPage] = useState(1);
  const [staffScope, setStaffScope] = useState<StaffScope>('');
  const search = useDebouncedValue(filters.search);
  const appointments = useAppointments({
    startDate: filters.startDate,
    endDate: filters.endDate,
    status: filters.status || undefined,
    search,
    staffId: staffScope === '' ? undefined : staffScope,
  });
  const total = appointments.data?.length ?? 0;
  // A delete can empty the last page: stay on the last one that still has rows. Pages count from 1.
  const shownPage = Math.min(page, Math.max(1, Math.ceil(total / PAGE_SIZE)));

  return (
    <>
      <PageTitle title="All Appointments" />
      <div className="grid gap-4">
        <div className="flex flex-wrap items-center justify-end gap-3">
          <StaffScopeSelect
            className="w-full sm:mr-auto sm:w-56"
            value={staffScope}
            onChange={(next) => {
              setStaffScope(next);
              setPage(1);
            }}
          />
          <NewAppointmentButton onClick={() => setBooking(true)} />
        </div>
        <AppointmentsFilters
          value={filters}
          onChange={(next) => {
            setFilters(next);
            setPage(1);
          }}
        />
        <Card className="overflow-hidden">
          <CardContent className="p-0">
            {appointments.isPending ? (
              <div className="grid gap-3 p-5" role="status" aria-label="Loading appointments">
                {[0, 1, 2, 3].map((i) => (
                  <Skeleton key={i} className="h-12" />
                ))}
              </div>
            ) : appointments.isError ? (
              <div className="p-5">
                <ErrorState error={appointments.error} onRetry={() => appointments.refetch()} />
              </div>
            ) : appointments.data.length === 0 ? (
              <EmptyState
                icon={CalendarX}
                title="No appointments found"
                description="Try adjusting your search criteria or create a new appointment."
              />
            ) : (
              <>
                <AppointmentsTable
                  appointments={appointments.data.slice((shownPage - 1) * PAGE_SIZE, shownPage * PAGE_SIZE)}
                />
                <Pager
                  page={shownPage}
                  pageSize={PAGE_SIZE}
                  total={appointments.data.length}
                  onPage={setPage}
                />
              </>
            )}
          </CardContent>
        </Card>
      </div>
      <BookingDialog
        open={booking}
        onOpenChange={setBooking}
        wording="dashboard"
        businessSlug={businessSlug}
      />
    </>
  );
}
