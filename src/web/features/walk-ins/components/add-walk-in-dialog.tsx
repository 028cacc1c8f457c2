import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  type JoinQueue,
  type JoinQueueInput,
  joinQueueSchema,
  type WaitingRoom,
} from '../../../../contract/waiting-rooms';
import { ErrorAlert } from '../../../components/ui/alert';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { FormDialogFooter } from '../../../components/ui/form-dialog-footer';
import {
  VisitorFields,
  visitorFormDefaults,
  visitorFormFields,
} from '../../../components/walk-ins/visitor-fields';
import { ApiError } from '../../../lib/api-client';
import { applyFieldErrors } from '../../../lib/apply-field-errors';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast';
import { useAddToQueue } from '../api/add-to-queue';
import { useRoomServices } from '../lib/use-room-services';

type AddWalkInDialogProps = { room: WaitingRoom; onClose: () => void };

/** Staff put someone in line who came to the desk: the same fields as the join page. */
export function AddWalkInDialog({ room, onClose }: AddWalkInDialogProps) {
  const form = useForm<JoinQueueInput, unknown, JoinQueue>({
    resolver: zodResolver(joinQueueSchema),
    defaultValues: visitorFormDefaults,
  });
  const services = useRoomServices(room);
  const add = useAddToQueue(room.id);
  // Full or closed (409): said above the buttons, where it's seen; the form stays as typed.
  const refused = add.error instanceof ApiError && add.error.status === 409 ? add.error : null;

  const submit = form.handleSubmit((visitor) =>
    add.mutate(
      { ...visitor, source: 'staff' },
      {
        onSuccess: ({ entry }) => {
          toast({
            type: 'success',
            title: `${entry.clientName} added`,
            message: entry.position === null ? undefined : `Number ${entry.position} in line`,
          });
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) return;
          if (applyFieldErrors(error, form.setError, visitorFormFields)) return;
          toast({ type: 'error', title: 'Error', message: errorMessage(error, 'Failed to add the walk-in') });
        },
      },
    ),
  );

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title="Add walk-in" description={`Put someone in line for ${room.name}.`}>
        <form noValidate aria-label="Add walk-in" onSubmit={submit} className="grid gap-4">
          <VisitorFields form={form} services={services} />
          {refused ? <ErrorAlert>{errorMessage(refused)}</ErrorAlert> : null}
          <FormDialogFooter
            onCancel={onClose}
            pending={add.isPending}
            label="Add walk-in"
            pendingLabel="Adding..."
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
