import { History } from 'lucide-react';
import { Link } from 'wouter';
import type { InventoryTransactionItem } from '../../../../contract/products';
import { Badge } from '../../../components/ui/badge';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingSkeleton } from '../../../components/ui/loading-skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { useFormatSaleDate } from '../../../lib/api/sales/use-format-sale-date';
import { useInventory } from '../api/get-inventory';

const typeBadges = {
  restock: { label: 'Restock', variant: 'success' },
  adjustment: { label: 'Adjustment', variant: 'warning' },
  sale: { label: 'Sale', variant: 'primary' },
  refund: { label: 'Refund', variant: 'neutral' },
} as const;

function MoveRow({
  move,
  formatDate,
}: {
  move: InventoryTransactionItem;
  formatDate: (iso: string) => string;
}) {
  const badge = typeBadges[move.transactionType];
  return (
    <TableRow>
      <TableCell className="whitespace-nowrap">{formatDate(move.createdAt)}</TableCell>
      <TableCell>
        <Badge variant={badge.variant}>{badge.label}</Badge>
      </TableCell>
      <TableCell className="text-right font-medium tabular-nums">
        {move.quantity > 0 ? `+${move.quantity}` : move.quantity}
      </TableCell>
      <TableCell className="text-right tabular-nums">{move.stockAfter}</TableCell>
      <TableCell>
        {move.saleId ? (
          <Link href={`/sales/${move.saleId}`} className="text-primary-700 hover:underline">
            Sale #{move.saleId}
          </Link>
        ) : null}
        {move.reason ? <span className="block">{move.reason}</span> : null}
      </TableCell>
    </TableRow>
  );
}

export function StockHistory({ productId }: { productId: number }) {
  const history = useInventory(productId);
  const formatDate = useFormatSaleDate();
  if (history.isPending) {
    return <LoadingSkeleton label="Loading stock history…" className="grid gap-2" bars={['h-10', 'h-10']} />;
  }
  if (history.isError) return <ErrorState error={history.error} onRetry={() => history.refetch()} />;
  if (history.data.length === 0) {
    return (
      <EmptyState
        icon={History}
        title="No stock changes yet"
        description="Restocks, adjustments, sales and refunds show here."
      />
    );
  }
  return (
    <Table aria-label="Stock history">
      <TableHeader>
        <TableRow>
          <TableHead>Date</TableHead>
          <TableHead>Type</TableHead>
          <TableHead className="text-right">Change</TableHead>
          <TableHead className="text-right">Stock after</TableHead>
          <TableHead>Reason</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {history.data.map((move) => (
          <MoveRow key={move.id} move={move} formatDate={formatDate} />
        ))}
      </TableBody>
    </Table>
  );
}
