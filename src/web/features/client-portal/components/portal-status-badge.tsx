import { Badge } from '../../../components/ui/badge';

/** Spec §4 colours; in the portal any other status is an outline badge. */
const variants: Record<string, 'success' | 'warning' | 'danger' | 'primary'> = {
  confirmed: 'success',
  pending: 'warning',
  cancelled: 'danger',
  completed: 'primary',
};

export function PortalStatusBadge({ status }: { status: string }) {
  const label = status.replace('_', ' ');
  const variant = variants[status];
  if (variant) return <Badge variant={variant}>{label}</Badge>;
  return (
    <span className="inline-flex items-center rounded-full border border-slate-300 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
      {label}
    </span>
  );
}
