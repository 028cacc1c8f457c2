import { Receipt } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { Card, CardContent } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingSkeleton } from '../../../components/ui/loading-skeleton';
import { useTransactions } from '../../../lib/api/payments/get-transactions';
import { TransactionFilters, type TransactionFilterValues } from './transaction-filters';
import { TransactionsTable } from './transactions-table';

export function TransactionsTab() {
  const [filters, setFilters] = useState<TransactionFilterValues>({ search: '', status: '', method: '' });
  const deferred = useDeferredValue(filters);
  const transactions = useTransactions({
    search: deferred.search.trim() || undefined,
    status: deferred.status || undefined,
    method: deferred.method || undefined,
  });
  return (
    <Card>
      <CardContent className="grid grid-cols-1 gap-4 pt-5">
        <TransactionFilters value={filters} onChange={setFilters} />
        {transactions.isPending ? (
          <LoadingSkeleton
            label="Loading transactions…"
            className="grid gap-2"
            bars={['h-10', 'h-10', 'h-10']}
          />
        ) : transactions.isError ? (
          <ErrorState error={transactions.error} onRetry={() => transactions.refetch()} />
        ) : transactions.data.length === 0 ? (
          <EmptyState
            icon={Receipt}
            title="No Transactions Found"
            description="Sales and refunds appear here as they happen. Try another search, status or method."
          />
        ) : (
          <TransactionsTable transactions={transactions.data} />
        )}
      </CardContent>
    </Card>
  );
}
