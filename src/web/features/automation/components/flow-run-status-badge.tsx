import { type FlowRunStatus, flowRunStatusLabels } from '../../../../contract/flows';
import { Badge } from '../../../components/ui/badge';

const variants: Record<FlowRunStatus, 'neutral' | 'info' | 'warning' | 'success' | 'danger'> = {
  waiting: 'info',
  completed: 'success',
  skipped: 'warning',
  failed: 'danger',
  cancelled: 'neutral',
};

/** Where a run stands: waiting for its next step, completed, skipped, failed or cancelled. */
export function FlowRunStatusBadge({ status }: { status: FlowRunStatus }) {
  return <Badge variant={variants[status]}>{flowRunStatusLabels[status]}</Badge>;
}
