import { FLOW_DELETED, type Flow } from '../../../../contract/flows';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast';
import { useDeleteFlow } from '../api/delete-flow';

/** Asks before deleting: runs under way stop, and the flow's history goes with it. */
export function DeleteFlowDialog({ flow, onClose }: { flow: Flow | null; onClose: () => void }) {
  const remove = useDeleteFlow();
  return (
    <ConfirmDialog
      open={flow !== null}
      onOpenChange={(open) => !open && onClose()}
      title={flow ? `Delete ${flow.name}?` : 'Delete flow?'}
      description="Are you sure you want to delete this flow? Runs under way stop, and its history is deleted with it."
      pending={remove.isPending}
      onConfirm={() => {
        if (!flow) return;
        remove.mutate(flow.id, {
          onSuccess: () => {
            toast({ type: 'success', title: FLOW_DELETED });
            onClose();
          },
          onError: (error) =>
            toast({ type: 'error', title: 'Error', message: errorMessage(error, 'Failed to delete flow') }),
        });
      }}
    />
  );
}
