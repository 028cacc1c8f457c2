import type { ServiceItem, StaffListItem } from '../../../../contract/services';
import { Badge } from '../../../components/ui/badge';
import { CardList, CardListItem, TableOrCards } from '../../../components/ui/card-list';
import { RowActions } from '../../../components/ui/row-actions';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { formatMoney } from '../../../lib/money';

type ServicesTableProps = {
  services: ServiceItem[];
  staff: StaffListItem[];
  /** Absent when the member may not edit; the button is not shown. */
  onEdit?: (service: ServiceItem) => void;
  /** Absent when the member may not delete; the button is not shown. */
  onDelete?: (service: ServiceItem) => void;
};

/** The time a service keeps free around it, e.g. "+15 min after"; only the buffers it has. */
function buffers(service: ServiceItem): string[] {
  return [
    service.bufferBeforeMinutes > 0 ? `+${service.bufferBeforeMinutes} min before` : null,
    service.bufferAfterMinutes > 0 ? `+${service.bufferAfterMinutes} min after` : null,
  ].filter((text): text is string => text !== null);
}

export function ServicesTable({ services, staff, onEdit, onDelete }: ServicesTableProps) {
  const names = new Map(staff.map((member) => [member.id, `${member.firstName} ${member.lastName}`.trim()]));
  const performers = (service: ServiceItem) =>
    service.staffIds.length === 0
      ? 'All staff'
      : service.staffIds.map((id) => names.get(id) ?? 'Former staff member').join(', ');
  const actions = (service: ServiceItem) =>
    onEdit || onDelete ? (
      <RowActions
        label={service.name}
        onEdit={onEdit ? () => onEdit(service) : undefined}
        onDelete={onDelete ? () => onDelete(service) : undefined}
      />
    ) : null;
  const status = (service: ServiceItem) =>
    service.isActive ? <Badge variant="success">Active</Badge> : <Badge variant="neutral">Inactive</Badge>;
  const duration = (service: ServiceItem) => [`${service.duration} min`, ...buffers(service)].join(', ');
  const table = (
    <Table aria-label="Services">
      <TableHeader>
        <TableRow>
          <TableHead>Service</TableHead>
          <TableHead>Duration</TableHead>
          <TableHead>Price</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Performed by</TableHead>
          {onEdit || onDelete ? <TableHead className="text-right">Actions</TableHead> : null}
        </TableRow>
      </TableHeader>
      <TableBody>
        {services.map((service) => (
          <TableRow key={service.id}>
            <TableCell className="min-w-44">
              <span className="font-medium text-slate-900">{service.name}</span>
              {service.description ? (
                <span className="line-clamp-2 text-xs text-slate-600">{service.description}</span>
              ) : null}
            </TableCell>
            <TableCell className="whitespace-nowrap">
              {service.duration} min
              {buffers(service).map((text) => (
                <span key={text} className="block text-xs text-slate-600">
                  {text}
                </span>
              ))}
            </TableCell>
            <TableCell>{formatMoney(service.price)}</TableCell>
            <TableCell>{status(service)}</TableCell>
            <TableCell className="min-w-36">{performers(service)}</TableCell>
            {onEdit || onDelete ? (
              <TableCell className="whitespace-nowrap text-right">{actions(service)}</TableCell>
            ) : null}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
  // At phone width, a card per service with the same facts and buttons (issue 33).
  const cards = (
    <CardList aria-label="Services" className="p-4">
      {services.map((service) => (
        <CardListItem
          key={service.id}
          title={service.name}
          badge={status(service)}
          lines={[
            { label: 'Duration', value: duration(service) },
            { label: 'Price', value: formatMoney(service.price) },
            { label: 'Performed by', value: performers(service) },
          ]}
          actions={actions(service)}
        />
      ))}
    </CardList>
  );
  return <TableOrCards table={table} cards={cards} />;
}
