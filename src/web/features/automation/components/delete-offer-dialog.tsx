import { OFFER_DELETED, type Offer } from '../../../../contract/offers';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast';
import { useDeleteOffer } from '../api/delete-offer';

/** Asks before deleting: clients can no longer use the code. */
export function DeleteOfferDialog({ offer, onClose }: { offer: Offer | null; onClose: () => void }) {
  const remove = useDeleteOffer();
  return (
    <ConfirmDialog
      open={offer !== null}
      onOpenChange={(open) => !open && onClose()}
      title={offer ? `Delete ${offer.name}?` : 'Delete offer?'}
      description={`Are you sure you want to delete this offer? Clients will no longer be able to use the code${offer ? ` ${offer.code}` : ''}.`}
      pending={remove.isPending}
      onConfirm={() => {
        if (!offer) return;
        remove.mutate(offer.id, {
          onSuccess: () => {
            toast({ type: 'success', title: OFFER_DELETED });
            onClose();
          },
          onError: (error) =>
            toast({ type: 'error', title: 'Error', message: errorMessage(error, 'Failed to delete offer') }),
        });
      }}
    />
  );
}
