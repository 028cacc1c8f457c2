import { TAX_LABEL } from '../../../../contract/sales';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { formatMoney } from '../../../lib/money';
import type { CartLine, CartTotals } from '../lib/cart';
import { toDecimal } from '../lib/cents';
import { QuantityStepper } from './quantity-stepper';

const money = (cents: number) => formatMoney(toDecimal(cents));

/** The New Sale dialog's lines and totals. */
export function SaleItemsTable({
  lines,
  totals,
  onQuantityChange,
}: {
  lines: CartLine[];
  totals: CartTotals;
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
      <dl className="ml-auto grid w-full max-w-56 gap-1 text-sm">
        <div className="flex justify-between">
          <dt>Subtotal</dt>
          <dd className="tabular-nums">{money(totals.subtotalCents)}</dd>
        </div>
        <div className="flex justify-between">
          <dt>{TAX_LABEL.sales}</dt>
          <dd className="tabular-nums">{money(totals.taxCents)}</dd>
        </div>
        <div className="flex justify-between text-base font-semibold">
          <dt>Total</dt>
          <dd className="tabular-nums">{money(totals.totalCents)}</dd>
        </div>
      </dl>
    </div>
  );
}
