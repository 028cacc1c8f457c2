import type { SaleDetail } from '../../../../contract/sales';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { formatMoney } from '../../../lib/money';

export function SaleLinesTable({ sale }: { sale: SaleDetail }) {
  return (
    <Table aria-label="Items">
      <TableHeader>
        <TableRow>
          <TableHead>Item</TableHead>
          <TableHead className="text-right">Qty</TableHead>
          <TableHead className="text-right">Price</TableHead>
          <TableHead className="text-right">Total</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {sale.items.map((line) => (
          <TableRow key={line.id}>
            <TableCell>
              {line.productName}
              {line.refundedQuantity > 0 ? (
                <span className="block text-xs text-slate-600">{line.refundedQuantity} refunded</span>
              ) : null}
            </TableCell>
            <TableCell className="text-right tabular-nums">{line.quantity}</TableCell>
            <TableCell className="text-right tabular-nums">{formatMoney(line.unitPrice)}</TableCell>
            <TableCell className="text-right tabular-nums">{formatMoney(line.totalPrice)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
