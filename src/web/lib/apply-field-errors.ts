import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { fieldErrors } from './error-message';

/**
 * Puts a 400 answer's per-field messages under the form's fields; an item's message (`photoUrls.1`) goes
 * under its list's field.
 * Returns true when at least one message found its field.
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  let applied = false;
  const placed = new Set<string>();
  for (const { path, message } of fieldErrors(error)) {
    const field = fields.find((name) => name === path || path.startsWith(`${name}.`));
    if (!field || placed.has(field)) continue;
    placed.add(field);
    setError(field, { type: 'server', message }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
}
