import type { Campaign } from '../../../../contract/campaigns';
import { Card } from '../../../components/ui/card';
import { describeAudience, describeTiming } from '../lib/campaign-display';
import { type CampaignActionHandlers, CampaignActions } from './campaign-actions';
import { CampaignMetrics } from './campaign-metrics';
import { CampaignStatusBadge } from './campaign-status-badge';

type Props = CampaignActionHandlers & {
  campaign: Campaign;
  serviceNames: ReadonlyMap<number, string>;
  productNames: ReadonlyMap<number, string>;
  testing: boolean;
};

/** One campaign: its name and status, subject, who it goes to, when, its figures and what can be done. */
export function CampaignCard({ campaign, serviceNames, productNames, ...actions }: Props) {
  const headingId = `campaign-${campaign.id}`;
  const timing = describeTiming(campaign);
  return (
    <Card role="group" aria-labelledby={headingId} className="flex h-full flex-col gap-3 p-5">
      <div className="flex items-start justify-between gap-2">
        <h2 id={headingId} className="min-w-0 break-words text-lg font-semibold text-slate-900">
          {campaign.name}
        </h2>
        <CampaignStatusBadge status={campaign.status} />
      </div>
      <p className="break-words text-sm text-slate-900">
        <span className="text-slate-600">Subject: </span>
        {campaign.subject}
      </p>
      <div className="grid gap-0.5 text-sm">
        <p className="break-words text-slate-700">
          {describeAudience(campaign.targetAudience, serviceNames, productNames)}
        </p>
        {timing ? <p className="text-slate-600">{timing}</p> : null}
      </div>
      <CampaignMetrics metrics={campaign.metrics} />
      <CampaignActions campaign={campaign} {...actions} />
    </Card>
  );
}
