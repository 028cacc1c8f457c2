import { useState } from 'react';
import { inventoryMoveSchema, type ProductItem } from '../../../../contract/products';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { FormDialogFooter } from '../../../components/ui/form-dialog-footer';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage, fieldErrors } from '../../../lib/error-message';
import { toast } from '../../../lib/toast';
import { useMoveInventory } from '../api/move-inventory';

export type StockMoveType = 'restock' | 'adjustment';

type Errors = Partial<Record<'quantity' | 'reason', string>>;

/** Restock adds units; Adjust takes a signed change (-3 removes 3) and always a reason. */
export function StockMoveDialog({
  product,
  type,
  onClose,
}: {
  product: ProductItem;
  type: StockMoveType | null;
  onClose: () => void;
}) {
  const [quantity, setQuantity] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const move = useMoveInventory(product.id);
  const restock = type === 'restock';

  const close = () => {
    setQuantity('');
    setReason('');
    setErrors({});
    onClose();
  };

  const submit = () => {
    const body = {
      type: type ?? 'restock',
      quantity: quantity.trim() === '' ? Number.NaN : Number(quantity),
      reason,
    };
    const parsed = inventoryMoveSchema.safeParse(body);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'reason' ? 'reason' : 'quantity';
        next[field] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    move.mutate(body, {
      onSuccess: ({ product: updated }) => {
        toast({
          type: 'success',
          title: 'Stock updated',
          message: `${updated.name}: ${updated.stockQuantity} in stock`,
        });
        close();
      },
      onError: (error) => {
        const byField = fieldErrors(error);
        if (byField.length > 0) {
          setErrors(
            Object.fromEntries(byField.map((e) => [e.path === 'reason' ? 'reason' : 'quantity', e.message])),
          );
          return;
        }
        toast({ type: 'error', title: 'Error', message: errorMessage(error, 'Failed to update stock') });
      },
    });
  };

  return (
    <Dialog open={type !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent
        title={restock ? `Restock ${product.name}` : `Adjust stock of ${product.name}`}
        description={`${product.stockQuantity} in stock now.`}
      >
        <form
          id="stock-move"
          noValidate
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <TextField
            label={restock ? 'Units received' : 'Change (use a minus sign to remove)'}
            type="number"
            step="1"
            min={restock ? '1' : undefined}
            value={quantity}
            error={errors.quantity}
            onChange={(event) => setQuantity(event.target.value)}
          />
          <TextField
            label={restock ? 'Reason (optional)' : 'Reason'}
            placeholder={restock ? 'Delivery from supplier' : 'Damaged, counted on shelf...'}
            value={reason}
            error={errors.reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </form>
        <FormDialogFooter
          onCancel={close}
          pending={move.isPending}
          label={restock ? 'Restock' : 'Adjust'}
          form="stock-move"
        />
      </DialogContent>
    </Dialog>
  );
}
