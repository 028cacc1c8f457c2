import { Mail, Plus } from 'lucide-react';
import { useState } from 'react';
import type { Campaign } from '../../../../contract/campaigns';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { CardGridLoading } from '../../../components/ui/card-grid-loading';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { useCampaigns } from '../api/list-campaigns';
import { describeAudience } from '../lib/campaign-display';
import { useDiscountableItems } from '../lib/use-discountable-items';
import { CampaignCard } from './campaign-card';
import { CampaignDialog } from './campaign-dialog';
import { CancelCampaignDialog } from './cancel-campaign-dialog';
import { DeleteCampaignDialog } from './delete-campaign-dialog';
import { SendCampaignDialog } from './send-campaign-dialog';
import { useSendTest } from './use-send-test';

/** Email campaigns: the list as cards, Create Campaign, and each campaign's edit, test, send, cancel, delete. */
export function CampaignsTab() {
  const campaigns = useCampaigns();
  const { serviceNames, productNames } = useDiscountableItems();
  const sendTest = useSendTest();
  const [editing, setEditing] = useState<{ campaign?: Campaign } | null>(null);
  const [sending, setSending] = useState<Campaign | null>(null);
  const [cancelling, setCancelling] = useState<Campaign | null>(null);
  const [deleting, setDeleting] = useState<Campaign | null>(null);
  const createButton = (
    <Button onClick={() => setEditing({})}>
      <Plus aria-hidden="true" />
      Create Campaign
    </Button>
  );
  return (
    <>
      {campaigns.isPending ? (
        <CardGridLoading
          label="Loading campaigns"
          cards={2}
          bars={['h-5 w-40', 'h-4 w-full', 'h-4 w-3/4', 'h-14 w-full']}
        />
      ) : campaigns.isError ? (
        <ErrorState error={campaigns.error} onRetry={() => campaigns.refetch()} />
      ) : campaigns.data.length === 0 ? (
        <Card>
          <EmptyState
            icon={Mail}
            title="No campaigns yet"
            description="Email your subscribed clients news and offers. Only clients who agreed get it."
            action={createButton}
          />
        </Card>
      ) : (
        <div className="grid gap-4">
          <div className="flex justify-end">{createButton}</div>
          <ul aria-label="Campaigns" className="grid gap-4 sm:grid-cols-2 2xl:grid-cols-3">
            {campaigns.data.map((campaign) => (
              <li key={campaign.id} className="min-w-0">
                <CampaignCard
                  campaign={campaign}
                  serviceNames={serviceNames}
                  productNames={productNames}
                  testing={sendTest.testingId === campaign.id}
                  onEdit={(chosen) => setEditing({ campaign: chosen })}
                  onView={(chosen) => setEditing({ campaign: chosen })}
                  onSendTest={sendTest.send}
                  onSend={setSending}
                  onCancel={setCancelling}
                  onDelete={setDeleting}
                />
              </li>
            ))}
          </ul>
        </div>
      )}
      {editing ? <CampaignDialog campaign={editing.campaign} onClose={() => setEditing(null)} /> : null}
      {sending ? (
        <SendCampaignDialog
          campaign={sending}
          audienceText={describeAudience(sending.targetAudience, serviceNames, productNames)}
          onClose={() => setSending(null)}
        />
      ) : null}
      <CancelCampaignDialog campaign={cancelling} onClose={() => setCancelling(null)} />
      <DeleteCampaignDialog campaign={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
