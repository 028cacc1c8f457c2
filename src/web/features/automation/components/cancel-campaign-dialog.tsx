import type { Campaign } from '../../../../contract/campaigns';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast';
import { useUpdateCampaign } from '../api/update-campaign';

/** Asks before stopping a scheduled or sending campaign: clients not reached yet get nothing. */
export function CancelCampaignDialog({
  campaign,
  onClose,
}: {
  campaign: Campaign | null;
  onClose: () => void;
}) {
  const update = useUpdateCampaign();
  return (
    <ConfirmDialog
      open={campaign !== null}
      onOpenChange={(open) => !open && onClose()}
      title={campaign ? `Cancel ${campaign.name}?` : 'Cancel campaign?'}
      description={
        campaign?.status === 'sending'
          ? "Clients who haven't been sent it yet won't get it. Emails already sent can't be taken back."
          : "It won't be sent. A cancelled campaign can't be sent again."
      }
      confirmLabel="Cancel campaign"
      cancelLabel="Keep campaign"
      pending={update.isPending}
      onConfirm={() => {
        if (!campaign) return;
        update.mutate(
          { id: campaign.id, status: 'cancelled' },
          {
            onSuccess: () => {
              toast({ type: 'success', title: 'Campaign cancelled' });
              onClose();
            },
            onError: (error) =>
              toast({
                type: 'error',
                title: 'Error',
                message: errorMessage(error, 'Failed to cancel campaign'),
              }),
          },
        );
      }}
    />
  );
}
