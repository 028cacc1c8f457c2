import type { ComponentProps } from 'react';
import { FieldShell } from './field-shell';
import { Textarea } from './textarea';

type TextareaFieldProps = ComponentProps<'textarea'> & { label: string; error?: string; hint?: string };

/** A labelled textarea with its hint and error message wired up for screen readers, as TextField is for inputs. */
export function TextareaField({ label, error, hint, id, className, ...props }: TextareaFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => <Textarea {...control} {...props} />}
    </FieldShell>
  );
}
