import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import type { CampaignFormValues } from '../lib/campaign-form';
import { useCaretInsert } from '../lib/use-caret-insert';
import { CampaignVariableButtons } from './campaign-variable-buttons';

type Props = { form: UseFormReturn<CampaignFormValues>; showVariables: boolean };

/** The message, and the variable buttons that put a token where the caret last was (else at the end). */
export function CampaignMessageField({ form, showVariables }: Props) {
  const id = useId();
  const error = form.formState.errors.body?.message;
  const { field, insert } = useCaretInsert(
    form.register('body'),
    () => form.getValues('body'),
    (text) => form.setValue('body', text, { shouldDirty: true, shouldValidate: form.formState.isSubmitted }),
  );

  return (
    <div className="grid gap-1.5">
      <Label htmlFor={`${id}-body`}>Message</Label>
      <Textarea
        id={`${id}-body`}
        rows={8}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-body-error` : undefined}
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
