import { Link } from 'wouter';
import type { ClientListItem } from '../../../../contract/clients';
import { formatPhone } from '../../../../contract/phone';
import { RowActions } from '../../../components/ui/row-actions';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { formatDay } from './format';

type ClientsTableProps = {
  clients: ClientListItem[];
  /** Absent when the member may not edit; the button is not shown. */
  onEdit?: (client: ClientListItem) => void;
  /** Absent when the member may not delete; the button is not shown. */
  onDelete?: (client: ClientListItem) => void;
};

/** One row per client; the name opens the profile. Less important columns step aside on a phone. */
export function ClientsTable({ clients, onEdit, onDelete }: ClientsTableProps) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Name</TableHead>
          <TableHead className="hidden md:table-cell">Email</TableHead>
          <TableHead className="hidden md:table-cell">Phone</TableHead>
          <TableHead className="hidden sm:table-cell">Appointments</TableHead>
          <TableHead className="hidden lg:table-cell">Last visit</TableHead>
          {onEdit || onDelete ? <TableHead className="text-right">Actions</TableHead> : null}
        </TableRow>
      </TableHeader>
      <TableBody>
        {clients.map((client) => (
          <TableRow key={client.id}>
            <TableCell className="max-w-56">
              <Link href={`/clients/${client.id}`} className="font-medium text-primary-700 hover:underline">
                {client.name}
              </Link>
              <p className="truncate text-xs text-slate-600 md:hidden">
                {client.email ?? (client.phone && formatPhone(client.phone))}
              </p>
            </TableCell>
            <TableCell className="hidden max-w-64 truncate md:table-cell">{client.email ?? '—'}</TableCell>
            <TableCell className="hidden whitespace-nowrap md:table-cell">
              {client.phone ? formatPhone(client.phone) : '—'}
            </TableCell>
            <TableCell className="hidden sm:table-cell">{client.totalAppointments}</TableCell>
            <TableCell className="hidden whitespace-nowrap lg:table-cell">
              {formatDay(client.lastVisit)}
            </TableCell>
            {onEdit || onDelete ? (
              <TableCell className="text-right whitespace-nowrap">
                <RowActions
                  label={client.name}
                  onEdit={onEdit ? () => onEdit(client) : undefined}
                  onDelete={onDelete ? () => onDelete(client) : undefined}
                />
              </TableCell>
            ) : null}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
