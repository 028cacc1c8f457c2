import { useEffect, useState } from 'react';
import type { SaleDetail } from '../../../../contract/sales';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/error-message';
import { formatMoney } from '../../../lib/money';
import { toast } from '../../../lib/toast';
import { useRefundSale } from '../api/refund-sale';

const refundable = (line: SaleDetail['items'][number]) => line.quantity - line.refundedQuantity;

/** Every line starts at all it can still refund; lowering some makes it a partial refund. */
export function RefundDialog({
  sale,
  open,
  onOpenChange,
}: {
  sale: SaleDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const lines = sale.items.filter((line) => refundable(line) > 0);
  const [quantities, setQuantities] = useState<Record<number, string>>({});
  const [reason, setReason] = useState('');
  const refund = useRefundSale(sale.id);

  useEffect(() => {
    if (!open) return;
    setQuantities(Object.fromEntries(sale.items.map((line) => [line.id, String(refundable(line))])));
    setReason('');
  }, [open, sale.items]);

  const wanted = (line: SaleDetail['items'][number]) =>
    Math.max(0, Math.min(Math.trunc(Number(quantities[line.id] ?? 0)) || 0, refundable(line)));
  const chosen = lines
    .map((line) => ({ saleItemId: line.id, quantity: wanted(line) }))
    .filter((i) => i.quantity > 0);
  const everything = lines.every((line) => wanted(line) === refundable(line));

  const submit = () =>
    refund.mutate(
      { items: everything ? undefined : chosen, reason: reason.trim() || null },
      {
        onSuccess: ({ refund: made }) => {
          toast({
            type: 'success',
            title: 'Refund completed',
            message: `${formatMoney(made.amount)} refunded`,
          });
          onOpenChange(false);
        },
        onError: (error) =>
          toast({ type: 'error', title: 'Error', message: errorMessage(error, 'Failed to refund sale') }),
      },
    );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={`Refund sale #${sale.id}`}
        description="Choose how many of each item come back. Stock returns to the shelf; tax is refunded with each item."
      >
        <form
          id="refund-form"
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (chosen.length > 0) submit();
          }}
        >
          <ul className="grid gap-2">
            {lines.map((line) => (
              <li key={line.id} className="flex items-center justify-between gap-3">
                <label htmlFor={`refund-${line.id}`} className="min-w-0 text-sm">
                  <span className="block font-medium">{line.productName}</span>
                  <span className="text-slate-600">
                    up to {refundable(line)} × {formatMoney(line.unitPrice)}
                  </span>
                </label>
                <Input
                  id={`refund-${line.id}`}
                  type="number"
                  min="0"
                  max={refundable(line)}
                  step="1"
                  className="w-20"
                  value={quantities[line.id] ?? ''}
                  onChange={(event) => setQuantities((q) => ({ ...q, [line.id]: event.target.value }))}
                />
              </li>
            ))}
          </ul>
          <TextField
            label="Reason (optional)"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </form>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button
            type="submit"
            form="refund-form"
            variant="destructive"
            disabled={refund.isPending || chosen.length === 0}
          >
            {refund.isPending ? 'Processing...' : everything ? 'Refund everything' : 'Refund selected'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
