import type { Flow } from '../../../../contract/flows';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { describeStep, describeTrigger } from '../lib/flow-display';
import { CardActions } from './card-actions';
import { FlowActiveSwitch } from './flow-active-switch';
import { FlowRunStats } from './flow-run-stats';

type Props = {
  flow: Flow;
  serviceNames: ReadonlyMap<number, string>;
  onEdit: (flow: Flow) => void;
  onHistory: (flow: Flow) => void;
  onDelete: (flow: Flow) => void;
};

/** One flow: on or off, what starts it, its steps in words, how its runs went, and what can be done. */
export function FlowCard({ flow, serviceNames, onEdit, onHistory, onDelete }: Props) {
  const headingId = `flow-${flow.id}`;
  return (
    <Card role="group" aria-labelledby={headingId} className="flex h-full flex-col gap-3 p-5">
      <div className="flex items-start justify-between gap-3">
        <h3 id={headingId} className="min-w-0 break-words text-lg font-semibold text-slate-900">
          {flow.name}
        </h3>
        <FlowActiveSwitch flow={flow} />
      </div>
      {flow.marketing ? (
        <p className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
          <Badge variant="info">Marketing</Badge>
          Emails only clients who agreed, with an unsubscribe link
        </p>
      ) : null}
      {flow.description ? (
        <p className="whitespace-pre-line break-words text-sm text-slate-700">{flow.description}</p>
      ) : null}
      <p className="break-words text-sm text-slate-900">
        <span className="text-slate-600">When: </span>
        {describeTrigger(flow.trigger, flow.triggerConfig, serviceNames)}
      </p>
      <ol aria-label="Steps" className="grid list-decimal gap-1 pl-5 text-sm text-slate-900">
        {flow.flowSteps.map((step, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: steps have no id; their place in the flow is what they are
          <li key={i} className="break-words pl-1">
            {describeStep(step)}
          </li>
        ))}
      </ol>
      <FlowRunStats stats={flow.stats} />
      <CardActions
        name={flow.name}
        onEdit={() => onEdit(flow)}
        onHistory={() => onHistory(flow)}
        onDelete={() => onDelete(flow)}
      />
    </Card>
  );
}
