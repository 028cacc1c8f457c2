import { Link } from 'wouter';
import type { Transaction } from '../../../../contract/payments';
import { PaymentStatusBadge } from '../../../components/sales/payment-status-badge';
import { CardList, CardListItem, TableOrCards } from '../../../components/ui/card-list';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { useFormatSaleDate } from '../../../lib/api/sales/use-format-sale-date';
import { formatMoney } from '../../../lib/money';

/** What was paid for, a link to its sale, over the transaction's id. */
function TransactionTitle({ transaction }: { transaction: Transaction }) {
  return (
    <>
      <Link href={`/sales/${transaction.saleId}`} className="font-medium text-primary-700 hover:underline">
        {transaction.description}
      </Link>
      <span className="block text-xs font-normal text-slate-600">{transaction.id}</span>
    </>
  );
}

function Customer({ transaction }: { transaction: Transaction }) {
  return (
    <>
      {transaction.customerName ?? 'Walk-in Customer'}
      {transaction.customerEmail ? (
        <span className="block text-xs text-slate-600">{transaction.customerEmail}</span>
      ) : null}
    </>
  );
}

/** Transactions: a table from `md` up, a card per transaction on a phone, each linking to its sale. */
export function TransactionsTable({ transactions }: { transactions: Transaction[] }) {
  const formatSaleDate = useFormatSaleDate();
  const table = (
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
              <TransactionTitle transaction={transaction} />
            </TableCell>
            <TableCell className="whitespace-nowrap">{formatSaleDate(transaction.createdAt)}</TableCell>
            <TableCell>
              <Customer transaction={transaction} />
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
  const cards = (
    <CardList aria-label="Transactions">
      {transactions.map((transaction) => (
        <CardListItem
          key={transaction.id}
          title={<TransactionTitle transaction={transaction} />}
          badge={<PaymentStatusBadge status={transaction.status} />}
          lines={[
            { label: 'Date', value: formatSaleDate(transaction.createdAt) },
            { label: 'Customer', value: <Customer transaction={transaction} /> },
            { label: 'Method', value: transaction.paymentMethodLabel },
            {
              label: 'Amount',
              value: <span className="tabular-nums">{formatMoney(transaction.amount)}</span>,
            },
            { label: 'Fee', value: <span className="tabular-nums">{formatMoney(transaction.fee)}</span> },
          ]}
        />
      ))}
    </CardList>
  );
  return <TableOrCards table={table} cards={cards} />;
}
