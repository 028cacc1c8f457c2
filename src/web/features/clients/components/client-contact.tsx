import type { ClientDetail } from '../../../../contract/clients';
import { formatPhone } from '../../../../contract/phone';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { formatDay } from './format';

/** Contact details and notes. */
export function ClientContact({ client }: { client: ClientDetail }) {
  const rows = [
    { label: 'Email', value: client.email },
    { label: 'Phone', value: client.phone && formatPhone(client.phone) },
    { label: 'Address', value: client.address },
    { label: 'Client since', value: formatDay(client.createdAt.slice(0, 10)) },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Contact details</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid gap-3 sm:grid-cols-2">
          {rows.map((row) => (
            <div key={row.label}>
              <dt className="text-sm text-slate-600">{row.label}</dt>
              <dd className="break-words text-slate-900">{row.value || 'Not given'}</dd>
            </div>
          ))}
        </dl>
        <div>
          <h3 className="text-sm text-slate-600">Notes</h3>
          <p className="whitespace-pre-wrap text-slate-900">{client.notes || 'No notes yet.'}</p>
        </div>
      </CardContent>
    </Card>
  );
}
