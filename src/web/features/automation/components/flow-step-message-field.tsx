import { useId, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import type { FlowFormValues } from '../lib/flow-form';
import { type Caret, insertAtCaret } from '../lib/insert-at-caret';
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
  const textarea = useRef<HTMLTextAreaElement | null>(null);
  // Clicking a button moves focus off the textarea; its selection is remembered as it leaves.
  const caret = useRef<Caret | null>(null);
  const { ref, onBlur, ...field } = form.register(name);
  const error = form.formState.errors.flowSteps?.[index]?.body?.message;
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');

  const insert = (token: string) => {
    const next = insertAtCaret(form.getValues(name), token, caret.current);
    form.setValue(name, next.text, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    caret.current = { start: next.caret, end: next.caret };
    textarea.current?.focus();
    textarea.current?.setSelectionRange(next.caret, next.caret);
  };

  return (
    <div className="grid min-w-0 gap-1.5">
      <Label htmlFor={`${id}-body`}>{label}</Label>
      <Textarea
        id={`${id}-body`}
        rows={rows}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        ref={(element) => {
          ref(element);
          textarea.current = element;
        }}
        onBlur={(event) => {
          caret.current = { start: event.target.selectionStart, end: event.target.selectionEnd };
          return onBlur(event);
        }}
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
