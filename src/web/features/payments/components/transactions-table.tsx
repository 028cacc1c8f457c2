import { Link } from 'wouter';
import type { Transaction } from '../../../../contract/payments';
import { PaymentStatusBadge } from '../../../components/sales/payment-status-badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { useFormatSaleDate } from '../../../lib/api/sales/use-format-sale-date';
import { formatMoney } from '../../../lib/money';

export function TransactionsTable({ transactions }: { transactions: Transaction[] }) {
  const formatSaleDate = useFormatSaleDate();
  return (
    <Table aria-label="Transactions">
      <TableHeader>
        <TableRow>
          <TableHead>Transaction</TableHead>
          <TableHead>Date</TableHead>
          <TableHead>Customer</TableHead>
          <TableHead>Method</TableHead>
          <TableHead className="text-right">Amount</TableHead>
          <TableHead className="text-right">Fee</TableHead>
          <TableHead>Status</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {transactions.map((transaction) => (
          <TableRow key={transaction.id}>
            <TableCell className="min-w-36">
              <Link
                href={`/sales/${transaction.saleId}`}
                className="font-medium text-primary-700 hover:underline"
              >
                {transaction.description}
              </Link>
              <span className="block text-xs text-slate-600">{transaction.id}</span>
            </TableCell>
            <TableCell className="whitespace-nowrap">{formatSaleDate(transaction.createdAt)}</TableCell>
            <TableCell>
              {transaction.customerName ?? 'Walk-in Customer'}
              {transaction.customerEmail ? (
                <span className="block text-xs text-slate-600">{transaction.customerEmail}</span>
              ) : null}
            </TableCell>
            <TableCell>{transaction.paymentMethodLabel}</TableCell>
            <TableCell className="text-right tabular-nums">{formatMoney(transaction.amount)}</TableCell>
            <TableCell className="text-right tabular-nums">{formatMoney(transaction.fee)}</TableCell>
            <TableCell>
              <PaymentStatusBadge status={transaction.status} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
