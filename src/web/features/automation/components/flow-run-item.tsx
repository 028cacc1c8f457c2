import type { FlowRun, FlowStepAnswer } from '../../../../contract/flows';
import { describeNextStep, flowRunOutcomeLabels, runStepLabel } from '../lib/flow-run-display';
import { FlowRunStatusBadge } from './flow-run-status-badge';

type Props = {
  run: FlowRun;
  steps: readonly FlowStepAnswer[];
  formatDate: (iso: string) => string;
};

/** One run: who, where it stands, when, and, opened, what each step did. */
export function FlowRunItem({ run, steps, formatDate }: Props) {
  const troubled = (run.status === 'failed' || run.status === 'skipped') && run.error;
  return (
    <li className="py-2 text-sm">
      <details>
        <summary className="cursor-pointer rounded-md py-1">
          <span className="inline-flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 align-top">
            <span className="break-words font-medium text-slate-900">
              {run.clientName ?? 'Client removed'}
            </span>
            <FlowRunStatusBadge status={run.status} />
          </span>
          <span className="mt-0.5 flex flex-wrap gap-x-3 pl-4 text-xs text-slate-600">
            {run.appointmentId !== null ? <span>{`Appointment #${run.appointmentId}`}</span> : null}
            <span>{`Started ${formatDate(run.createdAt)}`}</span>
            {run.status === 'waiting' && run.dueAt ? (
              <span>{describeNextStep(run.step, steps, formatDate(run.dueAt))}</span>
            ) : null}
          </span>
          {troubled ? <span className="block break-words pl-4 text-xs text-red-700">{run.error}</span> : null}
        </summary>
        {run.log.length === 0 ? (
          <p className="py-2 pl-4 text-xs text-slate-600">No steps have run yet.</p>
        ) : (
          <ol aria-label="Steps run" className="grid gap-1.5 py-2 pl-4">
            {run.log.map((entry) => (
              <li
                key={`${entry.step}-${entry.at}`}
                className="grid gap-0.5 rounded-md bg-slate-50 px-3 py-2 text-xs"
              >
                <span className="flex flex-wrap justify-between gap-x-3">
                  <span className="font-medium text-slate-900">{runStepLabel(entry.step, entry.type)}</span>
                  <span
                    className={entry.outcome === 'failed' ? 'font-medium text-red-700' : 'text-slate-700'}
                  >
                    {flowRunOutcomeLabels[entry.outcome]}
                  </span>
                </span>
                <span className="text-slate-600">{formatDate(entry.at)}</span>
                <span className="break-words text-slate-800">{entry.detail}</span>
              </li>
            ))}
          </ol>
        )}
      </details>
    </li>
  );
}
