import { QuantityStepper } from '../../../components/sales/quantity-stepper';
import { TotalsList } from '../../../components/sales/totals-list';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { formatMoney, toDecimal } from '../../../lib/money';
import type { CartLine, CartTotals } from '../../../lib/sales/cart';

const money = (cents: number) => formatMoney(toDecimal(cents));

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
              <TableCell className="text-right tabular-nums">{money(line.unitCents)}</TableCell>
              <TableCell className="text-right tabular-nums">
                {money(line.unitCents * line.quantity)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <TotalsList
        taxRateBasisPoints={taxRateBasisPoints}
        subtotal={toDecimal(totals.subtotalCents)}
        discount={{ amount: toDecimal(totals.discountCents), code: discountCode }}
        tax={toDecimal(totals.taxCents)}
        total={toDecimal(totals.totalCents)}
        className="ml-auto w-full max-w-56"
      />
    </div>
  );
}
