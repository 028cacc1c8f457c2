import { Check, Power } from 'lucide-react';
import { FLOW_ADDED, type FlowTemplate } from '../../../../contract/flows';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast';
import { useCreateFlow } from '../api/create-flow';
import { describeTrigger, summarizeSteps } from '../lib/flow-display';
import { templateToInput } from '../lib/flow-form';

type Props = {
  template: FlowTemplate;
  /** A flow of the same name exists: switching it on again would make a second one. */
  added: boolean;
  serviceNames: ReadonlyMap<number, string>;
};

/** A ready-made flow: what it does, and Switch on, which creates it as it is, running from now. */
export function FlowTemplateCard({ template, added, serviceNames }: Props) {
  const create = useCreateFlow();
  const headingId = `flow-template-${template.key}`;
  const switchOn = () =>
    create.mutate(templateToInput(template), {
      onSuccess: () => toast({ type: 'success', title: FLOW_ADDED }),
      onError: (error) =>
        toast({ type: 'error', title: 'Error', message: errorMessage(error, 'Failed to create flow') }),
    });
  return (
    <Card role="group" aria-labelledby={headingId} className="flex h-full flex-col gap-2 p-4">
      <h3 id={headingId} className="break-words text-base font-semibold text-slate-900">
        {template.name}
      </h3>
      {template.description ? (
        <p className="break-words text-sm text-slate-700">{template.description}</p>
      ) : null}
      <p className="break-words text-sm text-slate-900">
        <span className="text-slate-600">When: </span>
        {describeTrigger(template.trigger, template.triggerConfig, serviceNames)}
      </p>
      <p className="break-words text-sm text-slate-900">
        <span className="text-slate-600">Steps: </span>
        {summarizeSteps(template.flowSteps)}
      </p>
      <div className="mt-auto pt-2">
        {added ? (
          <p className="inline-flex items-center gap-1.5 text-sm font-medium text-emerald-800">
            <Check aria-hidden="true" className="size-4" />
            Added
          </p>
        ) : (
          <Button
            size="sm"
            aria-label={`Switch on ${template.name}`}
            disabled={create.isPending}
            onClick={switchOn}
          >
            <Power aria-hidden="true" />
            {create.isPending ? 'Switching on...' : 'Switch on'}
          </Button>
        )}
      </div>
    </Card>
  );
}
