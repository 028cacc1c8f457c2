import { DELETE_CLIENT_CONFIRM } from '../../../../contract/clients';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast';
import { useDeleteClient } from '../api/delete-client';

type DeleteClientDialogProps = {
  client: { id: number; name: string } | null;
  onClose: () => void;
  onDeleted?: () => void;
};

/** Asks before deleting: the client's appointments and conversations go with them. */
export function DeleteClientDialog({ client, onClose, onDeleted }: DeleteClientDialogProps) {
  const remove = useDeleteClient();
  return (
    <ConfirmDialog
      open={client !== null}
      onOpenChange={(open) => !open && onClose()}
      title={client ? `Delete ${client.name}?` : 'Delete client?'}
      description={`${DELETE_CLIENT_CONFIRM} Their appointments and conversations are deleted too.`}
      pending={remove.isPending}
      onConfirm={() => {
        if (!client) return;
        remove.mutate(client.id, {
          onSuccess: () => {
            toast({ type: 'success', title: 'Client deleted successfully' });
            onClose();
            onDeleted?.();
          },
          onError: (error) =>
            toast({ type: 'error', title: 'Error', message: errorMessage(error, 'Failed to delete client') }),
        });
      }}
    />
  );
}
