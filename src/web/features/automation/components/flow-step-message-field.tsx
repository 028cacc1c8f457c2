import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import type { FlowFormValues } from '../lib/flow-form';
import { useCaretInsert } from '../lib/use-caret-insert';
import { CampaignVariableButtons } from './campaign-variable-buttons';

type Props = {
  form: UseFormReturn<FlowFormValues>;
  index: number;
  label: string;
  rows: number;
  maxLength?: number;
  hint?: string;
};

/** A step's email or text, with the campaign editor's variable buttons putting a token at the caret. */
export function FlowStepMessageField({ form, index, label, rows, maxLength, hint }: Props) {
  const id = useId();
  const name = `flowSteps.${index}.body` as const;
  const error = form.formState.errors.flowSteps?.[index]?.body?.message;
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  const { field, insert } = useCaretInsert(
    form.register(name),
    () => form.getValues(name),
    (text) => form.setValue(name, text, { shouldDirty: true, shouldValidate: form.formState.isSubmitted }),
  );

  return (
    <div className="grid min-w-0 gap-1.5">
      <Label htmlFor={`${id}-body`}>{label}</Label>
      <Textarea
        id={`${id}-body`}
        rows={rows}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...field}
      />
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <CampaignVariableButtons id={`${id}-variables`} onInsert={insert} />
    </div>
  );
}
