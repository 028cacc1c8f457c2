import { Pencil, Trash2 } from 'lucide-react';
import { Button } from './button';

type RowActionsProps = {
  /** What the row is, for the buttons' accessible names: "Edit {label}", "Delete {label}". */
  label: string;
  /** Each absent when the member may not do it: its button is not shown. */
  onEdit?: () => void;
  onDelete?: () => void;
};

/** The edit and delete buttons at the end of a table row. */
export function RowActions({ label, onEdit, onDelete }: RowActionsProps) {
  return (
    <>
      {onEdit ? (
        <Button variant="ghost" size="icon" aria-label={`Edit ${label}`} onClick={onEdit}>
          <Pencil aria-hidden="true" />
        </Button>
      ) : null}
      {onDelete ? (
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Delete ${label}`}
          className="text-red-700 hover:bg-red-50 hover:text-red-800"
          onClick={onDelete}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      ) : null}
    </>
  );
}
