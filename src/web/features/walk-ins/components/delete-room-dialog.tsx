import { WAITING_ROOM_DELETED, type WaitingRoom } from '../../../../contract/waiting-rooms';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast';
import { useDeleteWaitingRoom } from '../api/delete-waiting-room';

type DeleteRoomDialogProps = { room: WaitingRoom | null; onClose: () => void };

/** Asks before deleting; the server refuses while visitors are still in line (409, said in a toast). */
export function DeleteRoomDialog({ room, onClose }: DeleteRoomDialogProps) {
  const remove = useDeleteWaitingRoom();
  return (
    <ConfirmDialog
      open={room !== null}
      onOpenChange={(open) => !open && onClose()}
      title={room ? `Delete ${room.name}?` : 'Delete waiting room?'}
      description="Are you sure you want to delete this waiting room? Its join link, kiosk, board and poster stop working."
      pending={remove.isPending}
      onConfirm={() => {
        if (!room) return;
        remove.mutate(room.id, {
          onSuccess: () => {
            toast({ type: 'success', title: WAITING_ROOM_DELETED });
            onClose();
          },
          onError: (error) => {
            toast({
              type: 'error',
              title: 'Error',
              message: errorMessage(error, 'Failed to delete the room'),
            });
            onClose();
          },
        });
      }}
    />
  );
}
