import { Check, Pencil, Trash2, X } from 'lucide-react';
import { useState } from 'react';
import type { CategoryItem } from '../../../../contract/products';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast';
import { useUpdateCategory } from '../api/update-category';

export function CategoryRow({ category, onDelete }: { category: CategoryItem; onDelete: () => void }) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(category.name);
  const update = useUpdateCategory();
  const [error, setError] = useState<string | null>(null);

  const save = () => {
    update.mutate(
      { id: category.id, name },
      {
        onSuccess: () => {
          setEditing(false);
          setError(null);
          toast({ type: 'success', title: 'Category updated successfully' });
        },
        onError: (err) => setError(errorMessage(err, 'Failed to save category')),
      },
    );
  };

  if (editing) {
    return (
      <li className="grid gap-1 py-2">
        <form
          className="flex items-center gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            save();
          }}
        >
          <Input
            aria-label={`New name for ${category.name}`}
            value={name}
            autoFocus
            aria-invalid={error ? true : undefined}
            onChange={(event) => setName(event.target.value)}
          />
          <Button type="submit" size="icon" aria-label="Save name" disabled={update.isPending}>
            <Check aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label="Cancel rename"
            onClick={() => {
              setEditing(false);
              setName(category.name);
              setError(null);
            }}
          >
            <X aria-hidden="true" />
          </Button>
        </form>
        {error ? <p className="text-sm text-red-700">{error}</p> : null}
      </li>
    );
  }
  return (
    <li className="flex items-center gap-2 py-2">
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium">{category.name}</span>
        <span className="text-xs text-slate-600">
          {category.productCount} {category.productCount === 1 ? 'product' : 'products'}
        </span>
      </span>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Rename ${category.name}`}
        onClick={() => setEditing(true)}
      >
        <Pencil aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="text-red-700 hover:bg-red-50"
        aria-label={`Delete ${category.name}`}
        onClick={onDelete}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </li>
  );
}
