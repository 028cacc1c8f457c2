import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { fieldErrors } from './error-message';

/**
 * Puts a 400 answer's per-field messages under the form's fields.
 * Returns true when at least one message found its field.
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  let applied = false;
  for (const { path, message } of fieldErrors(error)) {
    const field = fields.find((name) => name === path);
    if (!field) continue;
    setError(field, { type: 'server', message }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
}
