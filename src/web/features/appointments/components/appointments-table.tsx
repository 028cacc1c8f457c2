import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { AppointmentItem } from '../../../../contract/appointments';
import { longDate } from '../../../components/appointments/date-range';
import { StatusBadge } from '../../../components/appointments/status-badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { useCan } from '../../../lib/current-user';
import { errorMessage } from '../../../lib/error-message';
import { formatMoney } from '../../../lib/money';
import { toast } from '../../../lib/toast';
import { useDeleteAppointment } from '../api/delete-appointment';
import { StatusSelect } from './status-select';

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
  return (
    <>
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
                <div>{appointment.service.name}</div>
                <div className="text-xs text-slate-600">
                  {`${appointment.service.duration} min · ${formatMoney(appointment.service.price)}`}
                </div>
              </TableCell>
              <TableCell className="whitespace-nowrap">
                <div>{longDate(appointment.date)}</div>
                <div className="text-xs text-slate-600">{`${appointment.startTime} - ${appointment.endTime}`}</div>
              </TableCell>
              {showLocation ? <TableCell>{appointment.location?.name ?? ''}</TableCell> : null}
              <TableCell>
                <StatusBadge status={appointment.status} />
              </TableCell>
              <TableCell className="text-xs">
                <div>{appointment.client.email ?? ''}</div>
                <div className="text-slate-600">{appointment.client.phone ?? ''}</div>
              </TableCell>
              <TableCell>
                <div className="flex items-center gap-2">
                  <StatusSelect appointment={appointment} />
                  {canDelete ? (
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Delete ${appointment.client.name}'s appointment`}
                      onClick={() => setDeleting(appointment)}
                    >
                      <Trash2 aria-hidden="true" className="text-red-700" />
                    </Button>
                  ) : null}
                </div>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
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
