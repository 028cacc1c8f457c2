import { useRef, useState } from 'react';
import {
  type AppointmentItem,
  OVERRIDABLE_CONFLICTS,
  type UpdateAppointmentInput,
} from '../../../contract/appointments';
import { useUpdateAppointment } from '../../lib/api/appointments/update-appointment';
import { ApiError } from '../../lib/api-client';
import { ConfirmDialog } from '../ui/confirm-dialog';

/** The member withdrew the change (closed the question, or chose not to save it as an override): nothing changed. */
export class ChangeNotMade extends Error {
  constructor() {
    super('Not saved: the appointment stays where it was.');
  }
}

/**
 * PUT /api/appointments/{id} for a salon-side change, asking before an override (issue 33): a new time or
 * length outside the staff member's hours or on blocked time answers 409, the member is asked "Save it
 * anyway?", and yes sends it again with `override: true` (kept in Settings → Activity). Render `dialog`.
 */
export function useAppointmentChange() {
  const update = useUpdateAppointment();
  const [question, setQuestion] = useState<string | null>(null);
  const answer = useRef<((yes: boolean) => void) | null>(null);

  const reply = (yes: boolean) => {
    answer.current?.(yes);
    answer.current = null;
    setQuestion(null);
  };

  const save = async (id: number, changes: UpdateAppointmentInput): Promise<AppointmentItem> => {
    try {
      return await update.mutateAsync({ id, changes });
    } catch (error) {
      const message = error instanceof ApiError && error.status === 409 ? error.body?.message : undefined;
      if (!message || !OVERRIDABLE_CONFLICTS.includes(message)) throw error;
      const yes = await new Promise<boolean>((resolve) => {
        answer.current = resolve;
        setQuestion(message);
      });
      if (!yes) throw new ChangeNotMade();
      return update.mutateAsync({ id, changes: { ...changes, override: true } });
    }
  };

  const dialog = (
    <ConfirmDialog
      open={question !== null}
      onOpenChange={(open) => !open && reply(false)}
      title="Save it anyway?"
      description={`${question ?? ''} Save it as an override? It is recorded in Settings → Activity.`}
      confirmLabel="Save anyway"
      cancelLabel="Don't save"
      onConfirm={() => reply(true)}
    />
  );
  return { save, dialog, pending: update.isPending };
}
