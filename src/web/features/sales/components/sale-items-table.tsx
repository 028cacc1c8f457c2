import { CartTotalsList } from '../../../components/sales/cart-totals-list';
import { QuantityStepper } from '../../../components/sales/quantity-stepper';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { formatCents } from '../../../lib/money';
import type { CartLine, CartTotals } from '../../../lib/sales/cart';

/** The New Sale dialog's lines and totals. */
export function SaleItemsTable({
  lines,
  totals,
  taxRateBasisPoints,
  discountCode,
  onQuantityChange,
}: {
  lines: CartLine[];
  totals: CartTotals;
  /** The offer code the discount line names. */
  discountCode: string | null;
  /** The business's Sales screen rate, which the tax line names. */
  taxRateBasisPoints: number;
  onQuantityChange: (productId: number, quantity: number) => void;
}) {
  return (
    <div className="grid gap-3">
      <Table aria-label="Sale items">
        <TableHeader>
          <TableRow>
            <TableHead>Product</TableHead>
            <TableHead>Quantity</TableHead>
            <TableHead className="text-right">Price</TableHead>
            <TableHead className="text-right">Total</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {lines.map((line) => (
            <TableRow key={line.productId}>
              <TableCell className="font-medium">{line.name}</TableCell>
              <TableCell>
                <QuantityStepper
                  name={line.name}
                  quantity={line.quantity}
                  max={line.stock}
                  onChange={(quantity) => onQuantityChange(line.productId, quantity)}
                />
              </TableCell>
              <TableCell className="text-right tabular-nums">{formatCents(line.unitCents)}</TableCell>
              <TableCell className="text-right tabular-nums">
                {formatCents(line.unitCents * line.quantity)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <CartTotalsList
        taxRateBasisPoints={taxRateBasisPoints}
        totals={totals}
        discountCode={discountCode}
        className="ml-auto w-full max-w-56"
      />
    </div>
  );
}
