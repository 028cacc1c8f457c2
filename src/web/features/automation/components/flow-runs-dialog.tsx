import type { Flow } from '../../../../contract/flows';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { useFormatSaleDate } from '../../../lib/api/sales/use-format-sale-date';
import { useFlowRuns } from '../api/list-flow-runs';
import { FlowRunItem } from './flow-run-item';

/** The server sends at most this many, newest first. */
const RUNS_SHOWN = 100;

/** A flow's runs, newest first, each opening to what its steps did; it follows new runs while open. */
export function FlowRunsDialog({ flow, onClose }: { flow: Flow; onClose: () => void }) {
  const runs = useFlowRuns(flow.id);
  const formatDate = useFormatSaleDate();
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={`History of ${flow.name}`}
        description="Each run, newest first. Open one to see what each step did."
        className="max-w-2xl"
      >
        {runs.isPending ? (
          <div role="status" aria-label="Loading history" className="grid gap-2">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-10" />
            ))}
          </div>
        ) : runs.isError ? (
          <ErrorState error={runs.error} onRetry={() => runs.refetch()} />
        ) : runs.data.length === 0 ? (
          <EmptyState title="This flow hasn't run yet" />
        ) : (
          <>
            <ul aria-label="Runs" className="grid min-w-0 divide-y divide-slate-200">
              {runs.data.map((run) => (
                <FlowRunItem key={run.id} run={run} steps={flow.flowSteps} formatDate={formatDate} />
              ))}
            </ul>
            {runs.data.length >= RUNS_SHOWN ? (
              <p className="text-xs text-slate-600">{`Showing the latest ${RUNS_SHOWN} runs.`}</p>
            ) : null}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
