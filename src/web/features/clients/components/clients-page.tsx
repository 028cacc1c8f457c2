import { Contact } from 'lucide-react';
import { useState } from 'react';
import type { ClientListItem } from '../../../../contract/clients';
import { hasFeature } from '../../../../contract/plans';
import { PageTitle } from '../../../components/layout/page-title';
import { FeatureGate } from '../../../components/plan/feature-gate';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingSkeleton } from '../../../components/ui/loading-skeleton';
import { Pager } from '../../../components/ui/pager';
import { useCan } from '../../../lib/current-user';
import { useSubscription } from '../../../lib/subscription';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useClients } from '../api/get-clients';
import { ClientFormDialog } from './client-form-dialog';
import { CLIENTS_GATE_DESCRIPTION } from './clients-gate';
import { ClientsTable } from './clients-table';
import { ClientsToolbar } from './clients-toolbar';
import { DeleteClientDialog } from './delete-client-dialog';
import { ImportClientsDialog } from './import-clients-dialog';
import { clientSortFrom, defaultClientSort } from './sort-options';

const PAGE_SIZE = 25;
type Editing = { client: ClientListItem | null } | null;

/** `/clients`: the business's clients, searched, sorted and paged by the server; gated by client_management. */
export function ClientsPage() {
  const plan = useSubscription();
  if (!hasFeature(plan, 'client_management')) {
    return (
      <>
        <PageTitle title="Clients" subtitle="Your clients, their details and visits" />
        <FeatureGate plan={plan} description={CLIENTS_GATE_DESCRIPTION} />
      </>
    );
  }
  return <ClientsList />;
}

function ClientsList() {
  const [search, setSearch] = useState('');
  const [sortValue, setSortValue] = useState(defaultClientSort);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<ClientListItem | null>(null);
  const [importing, setImporting] = useState(false);
  const settledSearch = useDebouncedValue(search.trim());
  const sort = clientSortFrom(sortValue);
  const can = useCan();
  const clients = useClients({ search: settledSearch, ...sort, page, pageSize: PAGE_SIZE });

  return (
    <>
      <PageTitle title="Clients" subtitle="Your clients, their details and visits" />
      <div className="grid grid-cols-1 gap-4">
        <ClientsToolbar
          search={search}
          onSearch={(value) => {
            setSearch(value);
            setPage(1);
          }}
          sortValue={sortValue}
          onSort={(value) => {
            setSortValue(value);
            setPage(1);
          }}
          onAdd={can('clients.edit') ? () => setEditing({ client: null }) : undefined}
          onImport={can('clients.import') ? () => setImporting(true) : undefined}
          canExport={can('clients.export')}
        />
        <Card>
          {clients.isPending ? (
            <LoadingSkeleton
              label="Loading clients…"
              className="grid gap-2 p-5"
              bars={['h-10', 'h-10', 'h-10']}
            />
          ) : clients.isError ? (
            <div className="p-5">
              <ErrorState error={clients.error} onRetry={() => clients.refetch()} />
            </div>
          ) : clients.data.total === 0 ? (
            settledSearch ? (
              <EmptyState
                icon={Contact}
                title="No clients found"
                description="Try another name, email or phone."
              />
            ) : (
              <EmptyState
                icon={Contact}
                title="No clients yet"
                description="Clients appear here when they book, chat or sign up in your portal. You can also add or import them."
              />
            )
          ) : (
            <>
              <ClientsTable
                clients={clients.data.items}
                onEdit={can('clients.edit') ? (client) => setEditing({ client }) : undefined}
                onDelete={can('clients.delete') ? setDeleting : undefined}
              />
              <Pager page={page} pageSize={PAGE_SIZE} total={clients.data.total} onPage={setPage} />
            </>
          )}
        </Card>
      </div>
      {editing ? <ClientFormDialog client={editing.client} onClose={() => setEditing(null)} /> : null}
      <DeleteClientDialog client={deleting} onClose={() => setDeleting(null)} />
      {importing ? <ImportClientsDialog onClose={() => setImporting(false)} /> : null}
    </>
  );
}
