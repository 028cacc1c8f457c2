import type { QueueStatus } from '../../../../contract/waiting-rooms';
import { Badge } from '../../../components/ui/badge';
import { statusBadgeVariants, statusLabels } from '../lib/queue-wording';

export function QueueStatusBadge({ status }: { status: QueueStatus }) {
  return <Badge variant={statusBadgeVariants[status]}>{statusLabels[status]}</Badge>;
}
