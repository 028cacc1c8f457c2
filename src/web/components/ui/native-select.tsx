import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/**
 * The platform's own select, styled: it works with every keyboard, screen reader and phone picker, and
 * Playwright's selectOption. Give it a <label> or an aria-label.
 */
export function NativeSelect({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className={cn('relative', className)}>
      <select
        className={cn(
          'h-10 w-full appearance-none rounded-md border border-slate-300 bg-white py-0 pl-3 pr-9 text-sm text-slate-900 shadow-sm',
          'disabled:cursor-not-allowed disabled:bg-slate-100 aria-invalid:border-red-600',
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute right-3 top-1/2 size-4 -translate-y-1/2 text-slate-500"
      />
    </div>
  );
}
