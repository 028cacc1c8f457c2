import { SearchX } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { DIRECTORY_PAGE_SIZE, NO_BUSINESSES } from '../../../../contract/directory';
import {
  type DirectoryFilters,
  filtersFrom,
  isFiltered,
  queryFor,
  searchFor,
} from '../../../../contract/directory-filters';
import { useDocumentTitle } from '../../../components/layout/page-title';
import { PublicLayout } from '../../../components/layout/public-layout';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Pager } from '../../../components/ui/pager';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatCount } from '../../../lib/format-count';
import { useDrawnProgressively } from '../../../lib/use-drawn-progressively';
import { useDirectory } from '../api/directory';
import { cardsPerRow } from '../lib/cards-per-row';
import { BusinessCard } from './business-card';
import { DirectoryFiltersBar } from './directory-filters';

/** `/directory` (spec §2): listed businesses, searched and filtered on the server, a page at a time. */
export function DirectoryPage() {
  useDocumentTitle('Business Directory');
  const search = useSearch();
  const [, navigate] = useLocation();
  const filters = filtersFrom(search);
  const directory = useDirectory(queryFor(filters, DIRECTORY_PAGE_SIZE));
  const onChange = useCallback(
    (next: DirectoryFilters) => navigate(`/directory${searchFor(next)}`),
    [navigate],
  );

  return (
    <PublicLayout>
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:px-6">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">Business Directory</h1>
          <p className="mt-2 text-slate-600">
            Find salons, spas, barbers and more near you, read what their clients say, and book online.
          </p>
        </div>
        <DirectoryFiltersBar filters={filters} cities={directory.data?.cities ?? []} onChange={onChange} />
        <Results directory={directory} filters={filters} onChange={onChange} />
      </div>
    </PublicLayout>
  );
}

function Results({
  directory,
  filters,
  onChange,
}: {
  directory: ReturnType<typeof useDirectory>;
  filters: DirectoryFilters;
  onChange: (filters: DirectoryFilters) => void;
}) {
  // The first row of cards comes with the page (one card on a phone, where it reaches below the first screen);
  // the rest are drawn one per task after it, each a short task, below what the visitor sees.
  const [firstRow] = useState(cardsPerRow);
  const drawn = useDrawnProgressively(directory.data?.items.length ?? 0, firstRow, 1);
  if (directory.isPending) {
    return (
      <div role="status" aria-label="Loading businesses" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-96" />
        ))}
      </div>
    );
  }
  if (directory.isError) return <ErrorState error={directory.error} onRetry={() => directory.refetch()} />;
  const { items, total, page, pageSize } = directory.data;
  if (items.length === 0) {
    return (
      <Card>
        <EmptyState
          icon={SearchX}
          title={NO_BUSINESSES}
          description={
            isFiltered(filters) || page > 1
              ? 'Try another search, or fewer filters.'
              : 'No business is listed in the directory yet.'
          }
        />
      </Card>
    );
  }
  return (
    <section aria-label="Businesses" aria-busy={directory.isPlaceholderData} className="grid gap-4">
      <p className="text-sm text-slate-600" aria-live="polite">
        {total === 1 ? '1 business' : `${formatCount(total)} businesses`}
      </p>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {items.slice(0, drawn).map((entry) => (
          <li key={entry.id} className="grid">
            <BusinessCard entry={entry} />
          </li>
        ))}
      </ul>
      {total > pageSize ? (
        <Card>
          <Pager
            page={page}
            pageSize={pageSize}
            total={total}
            onPage={(p) => {
              onChange({ ...filters, page: p });
              window.scrollTo(0, 0);
            }}
          />
        </Card>
      ) : null}
    </section>
  );
}
