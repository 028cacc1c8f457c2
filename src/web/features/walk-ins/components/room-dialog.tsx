import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  createWaitingRoomSchema,
  LOCATION_HAS_ROOM,
  WAITING_ROOM_ADDED,
  WAITING_ROOM_UPDATED,
  type WaitingRoom,
} from '../../../../contract/waiting-rooms';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { FormDialogFooter } from '../../../components/ui/form-dialog-footer';
import { ApiError } from '../../../lib/api-client';
import { applyFieldErrors } from '../../../lib/apply-field-errors';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast';
import { useCreateWaitingRoom } from '../api/create-waiting-room';
import { useUpdateWaitingRoom } from '../api/update-waiting-room';
import {
  emptyRoomForm,
  formToRoomInput,
  type RoomFormValues,
  roomChanges,
  roomFormFields,
  roomToForm,
} from '../lib/room-form';
import { RoomFormFields } from './room-form-fields';

type RoomDialogProps = { room?: WaitingRoom; onClose: () => void; onSaved?: (room: WaitingRoom) => void };

/** New waiting room / Edit room: name, texts, capacity, location, services, notices, open or closed. */
export function RoomDialog({ room, onClose, onSaved }: RoomDialogProps) {
  const form = useForm<RoomFormValues>({
    defaultValues: room ? roomToForm(room) : emptyRoomForm,
    // The contract judges the body the form becomes (blanks are null, numbers are numbers), and its
    // messages land on the fields of the same paths.
    resolver: async (values, context, options) => {
      const checked = await zodResolver(createWaitingRoomSchema)(
        formToRoomInput(values) as never,
        context,
        options as never,
      );
      return Object.keys(checked.errors).length > 0
        ? { values: {}, errors: checked.errors as never }
        : { values, errors: {} };
    },
  });
  const create = useCreateWaitingRoom();
  const update = useUpdateWaitingRoom();
  const pending = create.isPending || update.isPending;
  const title = room ? 'Edit room' : 'New waiting room';

  const onError = (error: unknown) => {
    if (error instanceof ApiError && error.status === 409) {
      form.setError(
        'locationId',
        { type: 'server', message: errorMessage(error, LOCATION_HAS_ROOM) },
        { shouldFocus: true },
      );
      return;
    }
    if (applyFieldErrors(error, form.setError, roomFormFields)) return;
    toast({ type: 'error', title: 'Error', message: errorMessage(error, 'Failed to save the waiting room') });
  };
  const done = (message: string) => (saved: WaitingRoom) => {
    toast({ type: 'success', title: message });
    onSaved?.(saved);
    onClose();
  };

  const submit = form.handleSubmit((values) => {
    const input = formToRoomInput(values);
    if (room)
      update.mutate(
        { id: room.id, ...roomChanges(room, input) },
        { onSuccess: done(WAITING_ROOM_UPDATED), onError },
      );
    else create.mutate(input, { onSuccess: done(WAITING_ROOM_ADDED), onError });
  });

  const savedLocation =
    room?.locationId != null ? { id: room.locationId, name: room.locationName ?? 'This location' } : null;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={title} className="max-w-2xl">
        <form noValidate aria-label={title} onSubmit={submit} className="grid gap-5">
          <RoomFormFields form={form} savedLocation={savedLocation} />
          <FormDialogFooter
            onCancel={onClose}
            pending={pending}
            label={room ? 'Save changes' : 'Create waiting room'}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
