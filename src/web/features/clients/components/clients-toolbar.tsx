import { Download, Plus, Upload } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { NativeSelect } from '../../../components/ui/native-select';
import { SearchInput } from '../../../components/ui/search-input';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast';
import { useExportClients } from '../api/export-clients';
import { clientSortOptions } from './sort-options';

type ClientsToolbarProps = {
  search: string;
  onSearch: (search: string) => void;
  sortValue: string;
  onSort: (value: string) => void;
  /** Each absent for members who may not do it: its button is not shown. */
  onAdd?: () => void;
  onImport?: () => void;
  canExport: boolean;
};

/** Search (name, email, phone), sort, and the add, import and export actions. */
export function ClientsToolbar({
  search,
  onSearch,
  sortValue,
  onSort,
  onAdd,
  onImport,
  canExport,
}: ClientsToolbarProps) {
  return (
    <div className="grid gap-3 md:grid-cols-[minmax(0,1fr)_auto] md:items-center">
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem]">
        <SearchInput
          aria-label="Search clients"
          placeholder="Search by name, email or phone..."
          value={search}
          onChange={(event) => onSearch(event.target.value)}
        />
        <NativeSelect
          aria-label="Sort clients"
          value={sortValue}
          onChange={(event) => onSort(event.target.value)}
        >
          {clientSortOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex flex-wrap gap-2">
        {onImport ? (
          <Button variant="outline" onClick={onImport}>
            <Upload aria-hidden="true" />
            Import CSV
          </Button>
        ) : null}
        {canExport ? <ExportButton /> : null}
        {onAdd ? (
          <Button onClick={onAdd}>
            <Plus aria-hidden="true" />
            Add client
          </Button>
        ) : null}
      </div>
    </div>
  );
}

function ExportButton() {
  const exportClients = useExportClients();
  return (
    <Button
      variant="outline"
      disabled={exportClients.isPending}
      onClick={() =>
        exportClients.mutate(undefined, {
          onError: (error) =>
            toast({
              type: 'error',
              title: 'Error',
              message: errorMessage(error, 'Failed to export clients'),
            }),
        })
      }
    >
      <Download aria-hidden="true" />
      {exportClients.isPending ? 'Exporting...' : 'Export CSV'}
    </Button>
  );
}
