import { useId, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import type { CampaignFormValues } from '../lib/campaign-form';
import { type Caret, insertAtCaret } from '../lib/insert-at-caret';
import { CampaignVariableButtons } from './campaign-variable-buttons';

type Props = { form: UseFormReturn<CampaignFormValues>; showVariables: boolean };

/** The message, and the variable buttons that put a token where the caret last was (else at the end). */
export function CampaignMessageField({ form, showVariables }: Props) {
  const id = useId();
  const textarea = useRef<HTMLTextAreaElement | null>(null);
  // Clicking a button moves focus off the textarea; its selection is remembered as it leaves.
  const caret = useRef<Caret | null>(null);
  const { ref, onBlur, ...field } = form.register('body');
  const error = form.formState.errors.body?.message;

  const insert = (token: string) => {
    const next = insertAtCaret(form.getValues('body'), token, caret.current);
    form.setValue('body', next.text, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    caret.current = { start: next.caret, end: next.caret };
    const element = textarea.current;
    if (!element) return;
    element.focus();
    element.setSelectionRange(next.caret, next.caret);
  };

  return (
    <div className="grid gap-1.5">
      <Label htmlFor={`${id}-body`}>Message</Label>
      <Textarea
        id={`${id}-body`}
        rows={8}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-body-error` : undefined}
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
      {error ? (
        <p id={`${id}-body-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {showVariables ? <CampaignVariableButtons id={`${id}-variables`} onInsert={insert} /> : null}
    </div>
  );
}
