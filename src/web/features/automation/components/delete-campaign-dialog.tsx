import { CAMPAIGN_DELETED, type Campaign } from '../../../../contract/campaigns';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast';
import { useDeleteCampaign } from '../api/delete-campaign';

/** Asks before deleting: a scheduled campaign won't go out, and a sent one's figures go with it. */
export function DeleteCampaignDialog({
  campaign,
  onClose,
}: {
  campaign: Campaign | null;
  onClose: () => void;
}) {
  const remove = useDeleteCampaign();
  return (
    <ConfirmDialog
      open={campaign !== null}
      onOpenChange={(open) => !open && onClose()}
      title={campaign ? `Delete ${campaign.name}?` : 'Delete campaign?'}
      description={
        campaign?.status === 'scheduled'
          ? "Are you sure you want to delete this campaign? It won't be sent."
          : 'Are you sure you want to delete this campaign? Its figures are deleted with it.'
      }
      pending={remove.isPending}
      onConfirm={() => {
        if (!campaign) return;
        remove.mutate(campaign.id, {
          onSuccess: () => {
            toast({ type: 'success', title: CAMPAIGN_DELETED });
            onClose();
          },
          onError: (error) =>
            toast({
              type: 'error',
              title: 'Error',
              message: errorMessage(error, 'Failed to delete campaign'),
            }),
        });
      }}
    />
  );
}
