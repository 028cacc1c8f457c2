import type { ComponentProps } from 'react';
import { FieldShell } from './field-shell';
import { Input } from './input';

type TextFieldProps = ComponentProps<'input'> & { label: string; error?: string; hint?: string };

/** A labelled input with its hint and error message wired up for screen readers. */
export function TextField({ label, error, hint, id, className, ...inputProps }: TextFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => <Input {...control} {...inputProps} />}
    </FieldShell>
  );
}
