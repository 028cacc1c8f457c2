import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { type FlowStepType, flowStepLabels } from '../../../../contract/flows';
import { Button } from '../../../components/ui/button';
import type { FlowFormValues } from '../lib/flow-form';
import { FlowStepFields } from './flow-step-fields';

type Props = {
  form: UseFormReturn<FlowFormValues>;
  index: number;
  count: number;
  type: FlowStepType;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
};

/** One step in the editor: what it is, its inputs, and buttons to move it or take it out. */
export function FlowStepItem({ form, index, count, type, onMove, onRemove }: Props) {
  const number = index + 1;
  return (
    <li className="min-w-0">
      <fieldset className="min-w-0 rounded-lg border border-slate-200 p-3">
        <legend className="float-left pt-1.5 text-sm font-semibold text-slate-900">
          {`Step ${number}: ${flowStepLabels[type]}`}
        </legend>
        <div className="float-right flex gap-1">
          <StepButton
            label={`Move step ${number} up`}
            unavailable={index === 0}
            onClick={() => onMove(index, index - 1)}
          >
            <ArrowUp aria-hidden="true" />
          </StepButton>
          <StepButton
            label={`Move step ${number} down`}
            unavailable={index === count - 1}
            onClick={() => onMove(index, index + 1)}
          >
            <ArrowDown aria-hidden="true" />
          </StepButton>
          <StepButton label={`Remove step ${number}`} onClick={() => onRemove(index)}>
            <Trash2 aria-hidden="true" className="text-red-700" />
          </StepButton>
        </div>
        <div className="clear-both grid min-w-0 gap-3 pt-3">
          <FlowStepFields form={form} index={index} type={type} />
        </div>
      </fieldset>
    </li>
  );
}

type StepButtonProps = { label: string; unavailable?: boolean; onClick: () => void; children: ReactNode };

/**
 * aria-disabled rather than disabled: a step moved to the top keeps focus on its button (a disabled one
 * would drop focus to the page), and a keyboard user carries on from there.
 */
function StepButton({ label, unavailable = false, onClick, children }: StepButtonProps) {
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-label={label}
      aria-disabled={unavailable || undefined}
      className="px-2 aria-disabled:cursor-not-allowed aria-disabled:opacity-40"
      onClick={() => {
        if (!unavailable) onClick();
      }}
    >
      {children}
    </Button>
  );
}
