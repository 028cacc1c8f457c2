import { Badge } from '../ui/badge';

// Spec §4: completed green, pending yellow, failed red, refunded gray.
const variants = {
  completed: 'success',
  pending: 'warning',
  failed: 'danger',
  refunded: 'neutral',
} as const;

/** 'partially_refunded' reads 'Partially refunded'. */
const label = (status: string) => status.charAt(0).toUpperCase() + status.slice(1).replaceAll('_', ' ');

export function PaymentStatusBadge({ status }: { status: string }) {
  const variant = variants[status as keyof typeof variants] ?? 'neutral';
  return <Badge variant={variant}>{label(status)}</Badge>;
}
