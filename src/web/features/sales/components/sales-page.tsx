import { Plus, Receipt } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { PageTitle } from '../../../components/layout/page-title';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingSkeleton } from '../../../components/ui/loading-skeleton';
import { SearchInput } from '../../../components/ui/search-input';
import { useSales } from '../../../lib/api/sales/get-sales';
import { matchesSaleSearch } from '../lib/search-sales';
import { NewSaleDialog } from './new-sale-dialog';
import { SalesStatsCards } from './sales-stats';
import { SalesTable } from './sales-table';

export function SalesPage() {
  const [search, setSearch] = useState('');
  const [creating, setCreating] = useState(false);
  const deferredSearch = useDeferredValue(search);
  const sales = useSales(deferredSearch);
  // The server searches; the same rule here hides rows that no longer match while the next answer loads.
  const shown = (sales.data ?? []).filter((sale) => matchesSaleSearch(sale, deferredSearch));

  return (
    <>
      <PageTitle title="Sales" subtitle="Track your sales and revenue" />
      <div className="grid grid-cols-1 gap-6">
        <SalesStatsCards />
        <div className="flex flex-col gap-3 sm:flex-row">
          <SearchInput
            className="flex-1"
            aria-label="Search sales"
            placeholder="Search sales..."
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          <Button onClick={() => setCreating(true)}>
            <Plus aria-hidden="true" />
            New Sale
          </Button>
        </div>
        <Card>
          <CardHeader>
            <CardTitle>Recent Sales</CardTitle>
          </CardHeader>
          <CardContent className="px-0 sm:px-0">
            {sales.isPending ? (
              <LoadingSkeleton
                label="Loading sales…"
                className="grid gap-2 px-5"
                bars={['h-10', 'h-10', 'h-10']}
              />
            ) : sales.isError ? (
              <div className="px-5">
                <ErrorState error={sales.error} onRetry={() => sales.refetch()} />
              </div>
            ) : shown.length === 0 ? (
              <EmptyState
                icon={Receipt}
                title="No sales found"
                description={
                  search.trim()
                    ? 'No sale matches that customer name or sale id. Try another search.'
                    : 'Sales you make here or at the point of sale appear in this list.'
                }
                action={<Button onClick={() => setCreating(true)}>Create Sale</Button>}
              />
            ) : (
              <SalesTable sales={shown} />
            )}
          </CardContent>
        </Card>
      </div>
      <NewSaleDialog open={creating} onOpenChange={setCreating} />
    </>
  );
}
