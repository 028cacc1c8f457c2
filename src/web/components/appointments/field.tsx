import { cloneElement, type ReactElement, useId } from 'react';
import { Label } from '../ui/label';

type FieldProps = {
  label: string;
  error?: string;
  className?: string;
  /** One control (select, textarea...); it receives the id and the error wiring. */
  children: ReactElement<{ id?: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string }>;
};

/** A label, a control and its error message, linked for screen readers (TextField for non-inputs). */
export function Field({ label, error, className, children }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className ?? 'grid gap-1.5'}>
      <Label htmlFor={id}>{label}</Label>
      {cloneElement(children, {
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
      })}
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
