import { useState } from 'react';
import {
  type AppointmentItem,
  type AppointmentStatus,
  appointmentStatuses,
} from '../../../../contract/appointments';
import { NotifyClientField } from '../../../components/appointments/notify-client-field';
import { statusOptionLabels } from '../../../components/appointments/status';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { NativeSelect } from '../../../components/ui/native-select';
import { useUpdateAppointment } from '../../../lib/api/appointments/update-appointment';
import { errorMessage } from '../../../lib/error-message';
import { formatShortDay, formatTimeOfDay } from '../../../lib/format-day';
import { useNotifyClientChoice } from '../../../lib/notify-client';
import { toast } from '../../../lib/toast';

/**
 * Sets any of the five statuses directly (spec §4). Cancelling asks first, with "Notify the client"
 * (issue 33): the client hears of it by email (and text) unless the member unticks it.
 */
export function StatusSelect({ appointment }: { appointment: AppointmentItem }) {
  const update = useUpdateAppointment();
  const [cancelling, setCancelling] = useState(false);
  const [notify, setNotify] = useNotifyClientChoice();
  const setStatus = (status: AppointmentStatus, notifyClient = false) =>
    update.mutate(
      { id: appointment.id, changes: { status, ...(notifyClient ? { notifyClient } : {}) } },
      {
        onSuccess: () => {
          setCancelling(false);
          toast({
            type: 'success',
            title: 'Appointment updated successfully',
            message: notifyClient ? `${appointment.client.name} has been notified.` : undefined,
          });
        },
        onError: (error) =>
          toast({
            type: 'error',
            title: 'Error',
            message: errorMessage(error, 'Failed to update appointment'),
          }),
      },
    );
  const choose = (status: AppointmentStatus) => {
    if (status === 'cancelled' && appointment.status !== 'cancelled') setCancelling(true);
    else setStatus(status);
  };
  const shown =
    update.isPending && !cancelling
      ? (update.variables?.changes.status ?? appointment.status)
      : appointment.status;
  return (
    <>
      <NativeSelect
        aria-label={`Status of ${appointment.client.name}'s appointment`}
        className="w-36"
        value={shown}
        disabled={update.isPending}
        onChange={(event) => choose(event.target.value as AppointmentStatus)}
      >
        {appointmentStatuses.map((status) => (
          <option key={status} value={status}>
            {statusOptionLabels[status]}
          </option>
        ))}
      </NativeSelect>
      <ConfirmDialog
        open={cancelling}
        onOpenChange={(open) => !open && setCancelling(false)}
        title="Cancel this appointment?"
        description={`${appointment.client.name}'s ${appointment.service.name} on ${formatShortDay(appointment.date)}, ${formatTimeOfDay(appointment.startTime)}.`}
        confirmLabel="Cancel appointment"
        cancelLabel="Keep"
        onConfirm={() => setStatus('cancelled', notify)}
        pending={update.isPending}
      >
        <NotifyClientField clientName={appointment.client.name} checked={notify} onChange={setNotify} />
      </ConfirmDialog>
    </>
  );
}
