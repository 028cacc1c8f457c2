import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

type TableProps = ComponentProps<'table'> & {
  /**
   * For a table with nothing focusable in its rows (no buttons or links): names the scrolling area and
   * lets the keyboard reach it, so a phone-width table can still be scrolled without a pointer.
   */
  scrollLabel?: string;
};

/** A table that scrolls sideways inside its card at phone width instead of widening the page. */
export function Table({ className, scrollLabel, ...props }: TableProps) {
  return (
    <div
      className="w-full overflow-x-auto"
      {...(scrollLabel ? { role: 'group', 'aria-label': scrollLabel, tabIndex: 0 } : {})}
    >
      <table className={cn('w-full caption-bottom text-sm', className)} {...props} />
    </div>
  );
}

export function TableHeader({ className, ...props }: ComponentProps<'thead'>) {
  return <thead className={cn('border-b border-slate-200 bg-slate-50', className)} {...props} />;
}

export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody className={cn('divide-y divide-slate-100', className)} {...props} />;
}

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return <tr className={cn('hover:bg-slate-50', className)} {...props} />;
}

export function TableHead({ className, ...props }: ComponentProps<'th'>) {
  return (
    <th
      scope="col"
      className={cn(
        'h-10 px-3 text-left align-middle text-xs font-semibold uppercase text-slate-600',
        className,
      )}
      {...props}
    />
  );
}

export function TableCell({ className, ...props }: ComponentProps<'td'>) {
  return <td className={cn('px-3 py-3 align-middle text-slate-800', className)} {...props} />;
}
