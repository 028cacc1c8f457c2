import type { OfferStatus } from '../../../../contract/offers';
import { Badge } from '../../../components/ui/badge';

const looks: Record<OfferStatus, { label: string; variant: 'success' | 'info' | 'neutral' | 'warning' }> = {
  active: { label: 'Active', variant: 'success' },
  scheduled: { label: 'Scheduled', variant: 'info' },
  expired: { label: 'Expired', variant: 'neutral' },
  used_up: { label: 'Used up', variant: 'warning' },
  inactive: { label: 'Inactive', variant: 'neutral' },
};

/** Where an offer stands today, as the server derived it. */
export function OfferStatusBadge({ status }: { status: OfferStatus }) {
  const { label, variant } = looks[status];
  return <Badge variant={variant}>{label}</Badge>;
}
