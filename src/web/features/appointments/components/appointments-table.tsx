import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { AppointmentItem } from '../../../../contract/appointments';
import { formatPhone } from '../../../../contract/phone';
import { longDate } from '../../../components/appointments/date-range';
import { StatusBadge } from '../../../components/appointments/status-badge';
import { Button } from '../../../components/ui/button';
import { type CardLine, CardList, CardListItem, TableOrCards } from '../../../components/ui/card-list';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { useCan } from '../../../lib/current-user';
import { errorMessage } from '../../../lib/error-message';
import { formatTimeOfDay } from '../../../lib/format-day';
import { formatMoney } from '../../../lib/money';
import { toast } from '../../../lib/toast';
import { useDeleteAppointment } from '../api/delete-appointment';
import { StatusSelect } from './status-select';

type AppointmentProp = { appointment: AppointmentItem };

/** A row's Service cell, and its card's Service line. */
function ServiceFacts({ appointment }: AppointmentProp) {
  return (
    <>
      <div>{appointment.service.name}</div>
      <div className="text-xs text-slate-600">
        {`${appointment.service.duration} min · ${formatMoney(appointment.service.price)}`}
      </div>
    </>
  );
}

function WhenFacts({ appointment }: AppointmentProp) {
  return (
    <>
      <div>{longDate(appointment.date)}</div>
      <div className="text-xs text-slate-600">{`${formatTimeOfDay(appointment.startTime)} - ${formatTimeOfDay(appointment.endTime)}`}</div>
    </>
  );
}

function ContactFacts({ appointment }: AppointmentProp) {
  return (
    <>
      <div>{appointment.client.email ?? ''}</div>
      <div className="text-slate-600">
        {appointment.client.phone ? formatPhone(appointment.client.phone) : ''}
      </div>
    </>
  );
}

/** All Appointments: a table from `md` up, a card per appointment on a phone, with the same actions. */
export function AppointmentsTable({ appointments }: { appointments: AppointmentItem[] }) {
  const [deleting, setDeleting] = useState<AppointmentItem | null>(null);
  const remove = useDeleteAppointment();
  const canDelete = useCan()('appointments.delete');

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => toast({ type: 'success', title: 'Appointment deleted successfully' }),
      onError: (error) =>
        toast({
          type: 'error',
          title: 'Error',
          message: errorMessage(error, 'Failed to delete appointment'),
        }),
      onSettled: () => setDeleting(null),
    });
  };

  // Only a business with locations has a Location column (a single place needs none).
  const showLocation = appointments.some((appointment) => appointment.location !== null);
  const deleteButton = (appointment: AppointmentItem) =>
    canDelete ? (
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Delete ${appointment.client.name}'s appointment`}
        onClick={() => setDeleting(appointment)}
      >
        <Trash2 aria-hidden="true" className="text-red-700" />
      </Button>
    ) : null;
  const table = (
    <Table aria-label="Appointments">
      <TableHeader>
        <TableRow>
          <TableHead>Client</TableHead>
          <TableHead>Service</TableHead>
          <TableHead>Date &amp; Time</TableHead>
          {showLocation ? <TableHead>Location</TableHead> : null}
          <TableHead>Status</TableHead>
          <TableHead>Contact</TableHead>
          <TableHead>Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {appointments.map((appointment) => (
          <TableRow key={appointment.id}>
            <TableCell className="font-medium text-slate-900">{appointment.client.name}</TableCell>
            <TableCell>
              <ServiceFacts appointment={appointment} />
            </TableCell>
            <TableCell className="whitespace-nowrap">
              <WhenFacts appointment={appointment} />
            </TableCell>
            {showLocation ? <TableCell>{appointment.location?.name ?? ''}</TableCell> : null}
            <TableCell>
              <StatusBadge status={appointment.status} />
            </TableCell>
            <TableCell className="text-xs">
              <ContactFacts appointment={appointment} />
            </TableCell>
            <TableCell>
              <div className="flex items-center gap-2">
                <StatusSelect appointment={appointment} />
                {deleteButton(appointment)}
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
  const cards = (
    <CardList aria-label="Appointments" className="p-4">
      {appointments.map((appointment) => {
        const lines: CardLine[] = [
          { label: 'Service', value: <ServiceFacts appointment={appointment} /> },
          { label: 'Date & Time', value: <WhenFacts appointment={appointment} /> },
        ];
        if (showLocation) lines.push({ label: 'Location', value: appointment.location?.name ?? '' });
        if (appointment.client.email || appointment.client.phone) {
          lines.push({
            label: 'Contact',
            value: (
              <div className="text-xs">
                <ContactFacts appointment={appointment} />
              </div>
            ),
          });
        }
        return (
          <CardListItem
            key={appointment.id}
            title={appointment.client.name}
            badge={<StatusBadge status={appointment.status} />}
            lines={lines}
            actions={
              <>
                <StatusSelect appointment={appointment} />
                {deleteButton(appointment)}
              </>
            }
          />
        );
      })}
    </CardList>
  );
  return (
    <>
      <TableOrCards table={table} cards={cards} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete appointment"
        description="Are you sure you want to delete this appointment?"
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </>
  );
}
