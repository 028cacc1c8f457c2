import {
  type AppointmentItem,
  type AppointmentStatus,
  appointmentStatuses,
} from '../../../../contract/appointments';
import { statusOptionLabels } from '../../../components/appointments/status';
import { NativeSelect } from '../../../components/ui/native-select';
import { useUpdateAppointment } from '../../../lib/api/appointments/update-appointment';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast';

/** Sets any of the five statuses directly (spec §4). */
export function StatusSelect({ appointment }: { appointment: AppointmentItem }) {
  const update = useUpdateAppointment();
  const setStatus = (status: AppointmentStatus) =>
    update.mutate(
      { id: appointment.id, changes: { status } },
      {
        onSuccess: () => toast({ type: 'success', title: 'Appointment updated successfully' }),
        onError: (error) =>
          toast({
            type: 'error',
            title: 'Error',
            message: errorMessage(error, 'Failed to update appointment'),
          }),
      },
    );
  return (
    <NativeSelect
      aria-label={`Status of ${appointment.client.name}'s appointment`}
      className="w-36"
      value={update.isPending ? (update.variables?.changes.status ?? appointment.status) : appointment.status}
      disabled={update.isPending}
      onChange={(event) => setStatus(event.target.value as AppointmentStatus)}
    >
      {appointmentStatuses.map((status) => (
        <option key={status} value={status}>
          {statusOptionLabels[status]}
        </option>
      ))}
    </NativeSelect>
  );
}
