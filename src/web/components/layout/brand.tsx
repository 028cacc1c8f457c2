import { CalendarCheck } from 'lucide-react';
import { Link } from 'wouter';
import { cn } from '../../lib/cn';

/** The "Frontdesk" wordmark, linking home. */
export function Brand({ className }: { className?: string }) {
  return (
    <Link
      href="/"
      className={cn('inline-flex items-center gap-2 rounded-md font-bold text-slate-900', className)}
    >
      <span className="flex size-8 items-center justify-center rounded-lg bg-primary-600 text-white">
        <CalendarCheck aria-hidden="true" className="size-4" />
      </span>
      <span className="text-lg tracking-tight">Frontdesk</span>
    </Link>
  );
}
