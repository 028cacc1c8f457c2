import { type ReactNode, useId } from 'react';
import { Label } from './label';

/** What a control needs to be named and described by its field's hint and error. */
export type FieldControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

type FieldShellProps = {
  label: string;
  error?: string;
  hint?: string;
  id?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
};

/** A label, the control, its hint and its error, wired up for screen readers: TextField and TextareaField. */
export function FieldShell({ label, error, hint, id, className, children }: FieldShellProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className ?? 'grid gap-1.5'}>
      <Label htmlFor={controlId}>{label}</Label>
      {children({ id: controlId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
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
