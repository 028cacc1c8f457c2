import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** The platform checkbox, tinted; pair it with a <label>. */
export function Checkbox({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <input
      type="checkbox"
      className={cn('size-4 rounded border-slate-400 accent-primary-600', className)}
      {...props}
    />
  );
}
