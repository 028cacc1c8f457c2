import { type AppointmentStatus, appointmentStatuses } from '../../../../contract/appointments';
import { StatusBadge } from '../../../components/appointments/status-badge';
import { Badge } from '../../../components/ui/badge';

function isAppointmentStatus(status: string): status is AppointmentStatus {
  return (appointmentStatuses as readonly string[]).includes(status);
}

/** The appointments screen's status colours (spec §4) for a history row. */
export function HistoryStatus({ status }: { status: string }) {
  return isAppointmentStatus(status) ? (
    <StatusBadge status={status} />
  ) : (
    <Badge variant="neutral">{status}</Badge>
  );
}
