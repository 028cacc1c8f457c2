import { Link, useLocation } from 'wouter';
import type { SaleSummary } from '../../../../contract/sales';
import { PaymentStatusBadge } from '../../../components/sales/payment-status-badge';
import { CardList, CardListItem, TableOrCards } from '../../../components/ui/card-list';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { useFormatSaleDate } from '../../../lib/api/sales/use-format-sale-date';
import { formatMoney } from '../../../lib/money';

const itemCount = (sale: SaleSummary) => sale.items.reduce((sum, item) => sum + item.quantity, 0);

/**
 * Recent Sales; a row opens the sale (the id is the keyboard's way in). On a phone each sale is a card
 * whose id is the link.
 */
export function SalesTable({ sales }: { sales: SaleSummary[] }) {
  const [, navigate] = useLocation();
  const formatSaleDate = useFormatSaleDate();
  const table = (
    <Table aria-label="Recent Sales">
      <TableHeader>
        <TableRow>
          <TableHead>Sale ID</TableHead>
          <TableHead>Date</TableHead>
          <TableHead>Customer</TableHead>
          <TableHead className="text-right">Items</TableHead>
          <TableHead className="text-right">Amount</TableHead>
          <TableHead>Status</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {sales.map((sale) => (
          <TableRow key={sale.id} className="cursor-pointer" onClick={() => navigate(`/sales/${sale.id}`)}>
            <TableCell>
              <Link
                href={`/sales/${sale.id}`}
                className="font-medium text-primary-700 hover:underline"
                onClick={(event) => event.stopPropagation()}
              >
                #{sale.id}
              </Link>
            </TableCell>
            <TableCell className="whitespace-nowrap">{formatSaleDate(sale.saleDate)}</TableCell>
            <TableCell>{sale.customer?.name ?? 'Walk-in Customer'}</TableCell>
            <TableCell className="text-right tabular-nums">{itemCount(sale)}</TableCell>
            <TableCell className="text-right tabular-nums">{formatMoney(sale.totalAmount)}</TableCell>
            <TableCell>
              <PaymentStatusBadge status={sale.paymentStatus} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
  const cards = (
    <CardList aria-label="Recent Sales" className="px-5">
      {sales.map((sale) => (
        <CardListItem
          key={sale.id}
          title={
            <Link href={`/sales/${sale.id}`} className="font-medium text-primary-700 hover:underline">
              #{sale.id}
            </Link>
          }
          badge={<PaymentStatusBadge status={sale.paymentStatus} />}
          lines={[
            { label: 'Date', value: formatSaleDate(sale.saleDate) },
            { label: 'Customer', value: sale.customer?.name ?? 'Walk-in Customer' },
            { label: 'Items', value: <span className="tabular-nums">{itemCount(sale)}</span> },
            { label: 'Amount', value: <span className="tabular-nums">{formatMoney(sale.totalAmount)}</span> },
          ]}
        />
      ))}
    </CardList>
  );
  return <TableOrCards table={table} cards={cards} />;
}
