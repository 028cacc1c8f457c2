import type { AppointmentStatus } from '../../../contract/appointments';
import { Badge } from '../ui/badge';
import { statusBadgeVariant, statusLabels } from './status';

export function StatusBadge({ status }: { status: AppointmentStatus }) {
  return <Badge variant={statusBadgeVariant[status]}>{statusLabels[status]}</Badge>;
}
