import { type CampaignStatus, campaignStatusLabels } from '../../../../contract/campaigns';
import { Badge } from '../../../components/ui/badge';

const variants: Record<CampaignStatus, 'neutral' | 'info' | 'warning' | 'success'> = {
  draft: 'neutral',
  scheduled: 'info',
  sending: 'warning',
  sent: 'success',
  cancelled: 'neutral',
};

/** Where a campaign stands: draft, scheduled, sending, sent or cancelled. */
export function CampaignStatusBadge({ status }: { status: CampaignStatus }) {
  return <Badge variant={variants[status]}>{campaignStatusLabels[status]}</Badge>;
}
