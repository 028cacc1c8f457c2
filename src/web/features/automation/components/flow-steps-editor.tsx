import { Plus } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { type UseFormReturn, useFieldArray } from 'react-hook-form';
import { type FlowStepType, flowStepLabels, flowStepTypes } from '../../../../contract/flows';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { type FlowFormValues, newFlowStep } from '../lib/flow-form';
import { FlowStepItem } from './flow-step-item';

/** The contract's limit (createFlowSchema: at most 10 steps). */
const MAX_STEPS = 10;

/** The steps in the order they run: add one of a chosen type, move one up or down, take one out. */
export function FlowStepsEditor({ form }: { form: UseFormReturn<FlowFormValues> }) {
  const id = useId();
  const { fields, append, move, remove } = useFieldArray({ control: form.control, name: 'flowSteps' });
  const [adding, setAdding] = useState<FlowStepType>('send_email');
  // Moves and removals change nothing a screen reader would otherwise hear.
  const [announcement, setAnnouncement] = useState('');
  const addSelect = useRef<HTMLSelectElement | null>(null);
  const errors = form.formState.errors.flowSteps;
  const listError = errors?.root?.message ?? errors?.message;
  const full = fields.length >= MAX_STEPS;

  const moveStep = (from: number, to: number) => {
    move(from, to);
    setAnnouncement(`Step ${from + 1} moved ${to < from ? 'up' : 'down'} to step ${to + 1}`);
  };
  const removeStep = (index: number) => {
    remove(index);
    setAnnouncement(`Step ${index + 1} removed`);
    // Its button is gone; the step picker is the next thing to reach for.
    addSelect.current?.focus();
  };

  return (
    <fieldset
      className="grid min-w-0 gap-3 border-t border-slate-200 pt-4"
      aria-describedby={listError ? `${id}-error` : undefined}
    >
      <legend className="float-left w-full text-sm font-semibold text-slate-900">Steps</legend>
      <p className="clear-both text-xs text-slate-600">
        They run in order, for each client the trigger starts the flow for. Up to {MAX_STEPS} steps.
      </p>
      {fields.length === 0 ? (
        <p className="text-sm text-slate-600">No steps yet. Add the first one below.</p>
      ) : (
        <ol aria-label="Steps" className="grid gap-3">
          {fields.map((field, index) => (
            <FlowStepItem
              key={field.id}
              form={form}
              index={index}
              count={fields.length}
              type={field.type}
              onMove={moveStep}
              onRemove={removeStep}
            />
          ))}
        </ol>
      )}
      {listError ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {listError}
        </p>
      ) : null}
      <div className="flex flex-wrap items-end gap-2">
        <div className="grid min-w-48 flex-1 gap-1.5">
          <Label htmlFor={`${id}-add`}>Step to add</Label>
          <NativeSelect
            id={`${id}-add`}
            ref={addSelect}
            value={adding}
            disabled={full}
            onChange={(event) => setAdding(event.target.value as FlowStepType)}
          >
            {flowStepTypes.map((type) => (
              <option key={type} value={type}>
                {flowStepLabels[type]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button variant="outline" disabled={full} onClick={() => append(newFlowStep(adding))}>
          <Plus aria-hidden="true" />
          Add step
        </Button>
      </div>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </fieldset>
  );
}
