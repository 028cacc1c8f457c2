import { useState } from 'react';
import type { CategoryItem } from '../../../../contract/products';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast';
import { useCreateCategory } from '../api/create-category';
import { useDeleteCategory } from '../api/delete-category';
import { CategoryRow } from './category-row';

export function CategoriesDialog({
  open,
  onOpenChange,
  categories,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  categories: readonly CategoryItem[];
}) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<CategoryItem | null>(null);
  const create = useCreateCategory();
  const remove = useDeleteCategory();

  const add = () =>
    create.mutate(
      { name },
      {
        onSuccess: () => {
          setName('');
          setError(null);
          toast({ type: 'success', title: 'Category created successfully' });
        },
        onError: (err) => setError(errorMessage(err, 'Failed to save category')),
      },
    );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Categories" description="Group products so they are easy to find at the counter.">
        <form
          className="flex items-start gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            add();
          }}
        >
          <TextField
            label="New category"
            className="grid flex-1 gap-1.5"
            value={name}
            error={error ?? undefined}
            onChange={(event) => setName(event.target.value)}
          />
          <Button type="submit" className="mt-6" disabled={create.isPending}>
            Add
          </Button>
        </form>
        {categories.length === 0 ? (
          <p className="text-sm text-slate-600">No categories yet.</p>
        ) : (
          <ul aria-label="Categories" className="divide-y divide-slate-100">
            {categories.map((category) => (
              <CategoryRow key={category.id} category={category} onDelete={() => setDeleting(category)} />
            ))}
          </ul>
        )}
        <ConfirmDialog
          open={deleting !== null}
          onOpenChange={(next) => !next && setDeleting(null)}
          title={`Delete ${deleting?.name ?? 'category'}?`}
          description="Its products stay, without a category."
          pending={remove.isPending}
          onConfirm={() => {
            if (!deleting) return;
            remove.mutate(deleting.id, {
              onSuccess: () => {
                toast({ type: 'success', title: 'Category deleted successfully' });
                setDeleting(null);
              },
              onError: (err) =>
                toast({
                  type: 'error',
                  title: 'Error',
                  message: errorMessage(err, 'Failed to delete category'),
                }),
            });
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
