import { Button } from './button';
import { DialogFooter } from './dialog';

type FormDialogFooterProps = {
  onCancel: () => void;
  pending: boolean;
  /** The submit button's words, e.g. "Save changes". */
  label: string;
  /** Its words while the form is sent. */
  pendingLabel?: string;
  /** When the submit button is off; `pending` unless told. */
  disabled?: boolean;
  /** The form's id, for a submit button outside its form. */
  form?: string;
};

/** A form dialog's Cancel and submit buttons. */
export function FormDialogFooter({
  onCancel,
  pending,
  label,
  pendingLabel = 'Saving...',
  disabled = pending,
  form,
}: FormDialogFooterProps) {
  return (
    <DialogFooter>
      <Button variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" form={form} disabled={disabled}>
        {pending ? pendingLabel : label}
      </Button>
    </DialogFooter>
  );
}
