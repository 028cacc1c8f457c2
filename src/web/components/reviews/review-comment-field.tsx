import { type ComponentProps, useId } from 'react';
import { Label } from '../ui/label';
import { Textarea } from '../ui/textarea';

/** A review's comment box: its running count of the 1000 characters allowed, then its error. */
export function ReviewCommentField({
  length,
  error,
  ...props
}: ComponentProps<'textarea'> & { length: number; error?: string }) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={`${id}-comment`}>Comment</Label>
      <Textarea
        id={`${id}-comment`}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
        {...props}
      />
      <p id={`${id}-count`} className="text-xs text-slate-600">{`${length}/1000`}</p>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
