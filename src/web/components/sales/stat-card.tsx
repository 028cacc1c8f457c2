import type { LucideIcon } from 'lucide-react';
import { Card } from '../ui/card';
import { Skeleton } from '../ui/skeleton';

/** One summary figure; a grey block stands in while it loads. */
export function StatCard({
  label,
  value,
  hint,
  icon: Icon,
  loading = false,
}: {
  label: string;
  value: string;
  hint?: string;
  icon: LucideIcon;
  loading?: boolean;
}) {
  return (
    <Card className="flex items-start justify-between gap-3 p-4">
      <div className="grid min-w-0 gap-1">
        <p className="text-sm font-medium text-slate-600">{label}</p>
        {loading ? (
          <Skeleton className="h-7 w-20" />
        ) : (
          <p className="truncate text-2xl font-semibold text-slate-900">{value}</p>
        )}
        {hint ? <p className="text-xs text-slate-600">{hint}</p> : null}
      </div>
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary-50 text-primary-700">
        <Icon aria-hidden="true" className="size-5" />
      </span>
    </Card>
  );
}
