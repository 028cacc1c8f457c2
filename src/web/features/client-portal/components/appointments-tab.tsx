import { CalendarX } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import type { ClientAppointment, PortalProfile } from '../../../../contract/portal';
import { Card, CardHeader, CardTitle } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingSkeleton } from '../../../components/ui/loading-skeleton';
import { rememberBookAgain } from '../../../lib/book-again';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast';
import { useCancelPortalAppointment } from '../api/cancel-appointment';
import { usePortalAppointments } from '../api/get-appointments';
import { AppointmentRow } from './appointment-row';
import { bookingDetails } from './book-service-tab';
import { RescheduleDialog } from './reschedule-dialog';

type AppointmentsTabProps = { token: string; cutoffHours: number; client: PortalProfile };

/** My Appointments: upcoming and past, with online moving and cancellation up to the cut-off. */
export function AppointmentsTab({ token, cutoffHours, client }: AppointmentsTabProps) {
  const [, navigate] = useLocation();
  const appointments = usePortalAppointments(token);
  const cancel = useCancelPortalAppointment(token);
  const [cancelling, setCancelling] = useState<ClientAppointment | null>(null);
  const [moving, setMoving] = useState<ClientAppointment | null>(null);

  if (appointments.isPending) {
    return (
      <LoadingSkeleton label="Loading your appointments…" className="grid gap-3" bars={['h-20', 'h-20']} />
    );
  }
  if (appointments.isError) {
    return <ErrorState error={appointments.error} onRetry={() => appointments.refetch()} />;
  }
  const sections = [
    { title: 'Upcoming', items: appointments.data.upcoming, upcoming: true },
    { title: 'Past', items: appointments.data.past, upcoming: false },
  ];
  return (
    <div className="grid gap-4">
      {sections.map((section) => (
        <Card key={section.title}>
          <CardHeader>
            <CardTitle>{section.title}</CardTitle>
          </CardHeader>
          {section.items.length === 0 ? (
            <EmptyState icon={CalendarX} title="No appointments yet" />
          ) : (
            <ul
              aria-label={`${section.title} appointments`}
              className="divide-y divide-slate-100 border-t border-slate-100"
            >
              {section.items.map((appointment) => (
                <AppointmentRow
                  key={appointment.id}
                  appointment={appointment}
                  upcoming={section.upcoming}
                  cutoffHours={cutoffHours}
                  onCancel={setCancelling}
                  onReschedule={setMoving}
                  onBookAgain={(again) => {
                    rememberBookAgain({ ...bookingDetails(client), ...again });
                    navigate(`/booking?business=${client.business.slug}`);
                  }}
                />
              ))}
            </ul>
          )}
        </Card>
      ))}
      <RescheduleDialog token={token} appointment={moving} onClose={() => setMoving(null)} />
      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={(open) => !open && setCancelling(null)}
        title="Cancel appointment?"
        description={
          cancelling
            ? `Are you sure you want to cancel your ${cancelling.service.name} appointment? This can't be undone.`
            : ''
        }
        confirmLabel="Yes, cancel it"
        pending={cancel.isPending}
        onConfirm={() => {
          if (!cancelling) return;
          cancel.mutate(cancelling.id, {
            onSuccess: () => {
              toast({ type: 'success', title: 'Appointment cancelled' });
              setCancelling(null);
            },
            onError: (error) => {
              toast({
                type: 'error',
                title: 'Error',
                message: errorMessage(error, 'Failed to cancel appointment'),
              });
              setCancelling(null);
            },
          });
        }}
      />
    </div>
  );
}
