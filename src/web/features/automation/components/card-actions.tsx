import { History, Pencil, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';

type CardActionsProps = { name: string; onEdit: () => void; onHistory: () => void; onDelete: () => void };

/** An offer's or a flow's Edit, History and Delete, each named for the item it acts on. */
export function CardActions({ name, onEdit, onHistory, onDelete }: CardActionsProps) {
  return (
    <div className="mt-auto flex flex-wrap gap-2 pt-2">
      <Button variant="outline" size="sm" aria-label={`Edit ${name}`} onClick={onEdit}>
        <Pencil aria-hidden="true" />
        Edit
      </Button>
      <Button variant="outline" size="sm" aria-label={`History of ${name}`} onClick={onHistory}>
        <History aria-hidden="true" />
        History
      </Button>
      <Button
        variant="ghost"
        size="sm"
        aria-label={`Delete ${name}`}
        className="text-red-700 hover:bg-red-50 hover:text-red-800"
        onClick={onDelete}
      >
        <Trash2 aria-hidden="true" />
        Delete
      </Button>
    </div>
  );
}
