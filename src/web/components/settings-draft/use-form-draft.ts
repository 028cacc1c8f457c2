import type { FormEvent } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { applyFieldErrors } from '../../lib/apply-field-errors';
import { errorMessage } from '../../lib/error-message';
import { useDraftPart } from './draft-context';

export const CHECK_FIELDS = 'Check the highlighted fields.';

type FormDraftOptions<TInput extends FieldValues, TOutput> = {
  /** The part's id on its page, e.g. "taxes". */
  id: string;
  /** What the save bar names it by: "Taxes". */
  label: string;
  form: UseFormReturn<TInput, unknown, TOutput>;
  /** Saves the checked values; throws the server's refusal. Reset the form to what was saved in here. */
  save: (values: TOutput) => Promise<void>;
  /** Fields a 400's messages may land on. */
  fields: readonly Path<TInput>[];
  /** A refusal the form places itself (a 409 under the slug); true when it did. */
  placeError?: (error: unknown) => boolean;
};

/**
 * A react-hook-form form as a part of its settings page: no Save button of its own, its changes saved by the page's.
 * Returns the form's onSubmit, so Enter in a field saves the page.
 */
export function useFormDraft<TInput extends FieldValues, TOutput>({
  id,
  label,
  form,
  save,
  fields,
  placeError,
}: FormDraftOptions<TInput, TOutput>): (event?: FormEvent) => void {
  const submit = async (): Promise<string | null> => {
    let failure: string | null = CHECK_FIELDS;
    await form.handleSubmit(async (values) => {
      try {
        await save(values);
        failure = null;
      } catch (error) {
        if (placeError?.(error) || applyFieldErrors(error, form.setError, fields)) failure = CHECK_FIELDS;
        else failure = errorMessage(error, 'It could not be saved. Try again.');
      }
    })();
    return failure;
  };
  const saveAll = useDraftPart(id, form.formState.isDirty, { label, submit, discard: () => form.reset() });
  return (event) => {
    event?.preventDefault();
    void (saveAll ? saveAll() : submit());
  };
}
