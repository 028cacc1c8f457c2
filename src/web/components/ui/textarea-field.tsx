import { type ComponentProps, useId } from 'react';
import { Label } from './label';
import { Textarea } from './textarea';

type TextareaFieldProps = ComponentProps<'textarea'> & { label: string; error?: string; hint?: string };

/** A labelled textarea with its hint and error message wired up for screen readers, as TextField is for inputs. */
export function TextareaField({ label, error, hint, id, className, ...props }: TextareaFieldProps) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const hintId = `${fieldId}-hint`;
  const errorId = `${fieldId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className ?? 'grid gap-1.5'}>
      <Label htmlFor={fieldId}>{label}</Label>
      <Textarea
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...props}
      />
      {hint ? (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
